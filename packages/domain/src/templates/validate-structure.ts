import type { TemplateDocument } from './document.schema';
import type { Id } from './ids';
import { ITEM_CATALOGUE, isAllowedInPage } from './item-catalogue';
import { ITEM_TITLE_MAX_LENGTH, type Item } from './item.schema';
import { isContainerType, isPageKind } from './item-types';
import type { PageKind } from './item-types';
import { referenceConflicts } from './references';
import { fromServerShape } from './serialise';
import type { ReferenceConflict } from './references';

/** Codes of structural problems; the web maps them to the spec's template messages. */
export type StructureIssueCode =
  | 'duplicate_id'
  | 'no_parent'
  | 'parent_not_container'
  | 'depth_mismatch'
  | 'page_depth'
  | 'page_order'
  | 'not_allowed_in_page'
  | 'not_duplicable_in_page'
  | 'nesting_not_allowed'
  | 'title_too_long';

/** One structural problem of a document, attached to the item it concerns. */
export interface StructureIssue {
  code: StructureIssueCode;
  item_id: Id;
}

/** Validation outcome: the structure issues and the reference conflicts together. */
export interface StructureReport {
  valid: boolean;
  issues: StructureIssue[];
  conflicts: ReferenceConflict[];
}

/** Whether an item carries grouped options or is repeatable, the two features that must not nest. */
export function usesGroupingOrRepeat(item: Item): boolean {
  return item.options.repeatable === true || Boolean(item.options.grouped_item_id);
}

const PAGE_RANK: Record<PageKind, number> = { start_page: 0, page: 1, end_page: 2, hidden_page: 3 };

function pageOrderIssues(items: readonly Item[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  let rank = -1;
  const seen = new Set<PageKind>();
  for (const item of items) {
    if (!isPageKind(item.type)) continue;
    const r = PAGE_RANK[item.type];
    const repeatedSpecial = item.type !== 'page' && seen.has(item.type);
    if (r < rank || repeatedSpecial) issues.push({ code: 'page_order', item_id: item.id });
    rank = Math.max(rank, r);
    seen.add(item.type);
  }
  return issues;
}

function treeIssues(items: readonly Item[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const ids = new Set<Id>();
  // path[d] is the open ancestor at depth d while walking in document order; `open` its length.
  const path: Item[] = [];
  let open = 0;
  let page: Item | undefined;
  let onePerPage = new Set<string>();
  let nestedFeature = -1;
  for (const item of items) {
    const codes: StructureIssueCode[] = [];
    const wrapper = item.options.repeating_group_id;
    if (ids.has(item.id) || (wrapper && (ids.has(wrapper) || wrapper === item.id)))
      codes.push('duplicate_id');
    ids.add(item.id);
    if (wrapper) ids.add(wrapper);
    if (item.title.length > ITEM_TITLE_MAX_LENGTH) codes.push('title_too_long');
    const pageItem = isPageKind(item.type);
    if (pageItem !== (item.depth === 0)) codes.push('page_depth');
    const parent = item.depth > 0 && item.depth <= open ? path[item.depth - 1] : undefined;
    if (item.depth > open) codes.push('depth_mismatch');
    if (item.depth > 0 && (!parent || parent.id !== item.parent_id)) codes.push('no_parent');
    if (item.depth === 0 && item.parent_id !== null) codes.push('no_parent');
    if (parent && !isContainerType(parent.type)) codes.push('parent_not_container');
    path[item.depth] = item;
    open = item.depth + 1;
    if (nestedFeature >= item.depth) nestedFeature = -1;
    if (pageItem) {
      page = item;
      onePerPage = new Set();
    } else {
      if (page && isPageKind(page.type) && !isAllowedInPage(item.type, page.type))
        codes.push('not_allowed_in_page');
      if (ITEM_CATALOGUE[item.type].onePerPage) {
        if (onePerPage.has(item.type)) codes.push('not_duplicable_in_page');
        onePerPage.add(item.type);
      }
      if (usesGroupingOrRepeat(item)) {
        if (nestedFeature >= 0) codes.push('nesting_not_allowed');
        else nestedFeature = item.depth;
      }
    }
    for (const code of codes) issues.push({ code, item_id: item.id });
  }
  return issues;
}

/**
 * The one structural check of a template document, used by op tests, the builder and the server:
 * unique ids, a pre-order tree (parents exist, precede and contain their children, depth = parent's
 * depth + 1, pages and only pages at depth 0), page-kind order, page exclusions, one-per-page types,
 * the repeatable/grouped nesting rule and "references only to earlier items".
 */
export function validateDocumentStructure(
  doc: Pick<TemplateDocument, 'items' | 'rule_sets'>,
): StructureReport {
  const issues = [...treeIssues(doc.items), ...pageOrderIssues(doc.items)];
  const conflicts = referenceConflicts(doc);
  return { valid: issues.length === 0 && conflicts.length === 0, issues, conflicts };
}

/** Validates a document in the server shape (repeating_group wrappers), as the save route receives it. */
export function validateServerDocument(doc: TemplateDocument): StructureReport {
  return validateDocumentStructure(fromServerShape(doc));
}
