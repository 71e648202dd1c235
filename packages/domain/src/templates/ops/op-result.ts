import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import type { Item } from '../item.schema';
import {
  buildDependencies,
  buildRelations,
  calculationRefs,
  conflictKey,
  documentIdRefs,
} from '../references';
import type { ReferenceConflict } from '../references';
import { usesGroupingOrRepeat, validateDocumentStructure } from '../validate-structure';
import type { StructureIssueCode, StructureReport } from '../validate-structure';

/** Why an op refused to apply; codes match the spec's template messages (§5). */
export type RuleConflictCode = StructureIssueCode | 'not_found' | 'type_not_supported' | 'fixed_position';

/** A refused edit's reason, attached to the item it concerns (null when it concerns the document). */
export interface RuleConflict {
  code: RuleConflictCode;
  item_id: Id | null;
}

/** Everything an op can answer instead of a new document. */
export type OpConflict = RuleConflict | ReferenceConflict;

/** Result of every pure template operation: the new document, or the conflicts that blocked it. */
export type OpResult = { ok: true; doc: TemplateDocument } | Refusal;
/** The refused branch of every op result. */
export type Refusal = { ok: false; conflicts: OpConflict[] };

/** Shorthand for a refused op with one rule conflict. */
export function refuse(code: RuleConflictCode, item_id: Id | null = null): Refusal {
  return { ok: false, conflicts: [{ code, item_id }] };
}

const issueKey = (c: RuleConflict) => `${c.code}|${c.item_id}`;

/** Reports of documents already checked; documents are immutable, so an op's output needs no re-check as the next input. */
const reports = new WeakMap<TemplateDocument, StructureReport>();

function reportOf(doc: TemplateDocument): StructureReport {
  const known = reports.get(doc);
  if (known) return known;
  const report = validateDocumentStructure(doc);
  reports.set(doc, report);
  return report;
}

/** Whether two id lists are equal element by element. */
function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Whether an item kept every field the structure check, the references and the relations read. */
function keepsStructure(old: Item, next: Item): boolean {
  return (
    old.id === next.id &&
    old.type === next.type &&
    old.depth === next.depth &&
    old.parent_id === next.parent_id &&
    usesGroupingOrRepeat(old) === usesGroupingOrRepeat(next) &&
    old.options.repeating_group_id === next.options.repeating_group_id &&
    old.options.rule_set_id === next.options.rule_set_id &&
    sameIds(calculationRefs(old), calculationRefs(next)) &&
    sameIds(documentIdRefs(old), documentIdRefs(next))
  );
}

/**
 * Whether `after` differs from `before` only in items replaced in place that kept their structure
 * (a title, a plain option, visibility, or nothing item-level at all). An identity scan of the items,
 * no validation: the edit then cannot have created an issue or a conflict.
 */
function onlyInPlaceEdits(before: TemplateDocument, after: TemplateDocument): boolean {
  if (before.rule_sets !== after.rule_sets || before.items.length !== after.items.length) return false;
  for (let i = 0; i < after.items.length; i += 1) {
    const old = before.items[i] as Item;
    const next = after.items[i] as Item;
    if (old !== next && !keepsStructure(old, next)) return false;
  }
  return true;
}

function finished(after: TemplateDocument, report: StructureReport, derived: Derived): OpResult {
  const doc: TemplateDocument = { ...after, ...derived, has_draft: true, need_merge_request: false };
  reports.set(doc, report);
  return { ok: true, doc };
}

type Derived = Pick<TemplateDocument, 'relations' | 'dependencies'>;

/**
 * Finishes an edit: refuses it if it created structure issues or reference conflicts the document
 * did not already have (a legacy document's old faults never block unrelated edits), otherwise
 * recomputes relations and dependencies and marks the draft (spec §4 "Editor state": has_draft set,
 * need_merge_request cleared). An edit that only changed items in place without touching their
 * structure or references (typing a title) keeps the checked document's report and relations, so a
 * keystroke costs no whole-document check (ADR 152); `finishEditFully` is the check it stands for.
 */
export function finishEdit(before: TemplateDocument, after: TemplateDocument): OpResult {
  const known = reports.get(before);
  if (known && onlyInPlaceEdits(before, after)) {
    return finished(after, known, { relations: before.relations, dependencies: before.dependencies });
  }
  return finishEditFully(before, after);
}

/** The whole-document form of `finishEdit`, for edits that move, add or re-reference items (and tests). */
export function finishEditFully(before: TemplateDocument, after: TemplateDocument): OpResult {
  const old = reportOf(before);
  const now = validateDocumentStructure(after);
  const knownIssues = new Set(old.issues.map(issueKey));
  const knownConflicts = new Set(old.conflicts.map(conflictKey));
  const fresh: OpConflict[] = [
    ...now.issues.filter((c) => !knownIssues.has(issueKey(c))),
    ...now.conflicts.filter((c) => !knownConflicts.has(conflictKey(c))),
  ];
  if (fresh.length > 0) return { ok: false, conflicts: fresh };
  return finished(after, now, { relations: buildRelations(after), dependencies: buildDependencies(after) });
}
