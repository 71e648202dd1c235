import { ruleSetSchema } from '../rules/rule-set.schema';
import type { RuleSet } from '../rules/rule-set.schema';
import { templateDocumentSchema } from './document.schema';
import type { TemplateDocument, TemplateDocumentInput } from './document.schema';
import type { ItemType } from './item-types';
import type { OpResult } from './ops/op-result';
import { relink } from './tree';

/** A compact item row for tests: id, type, depth and optional options/flags. */
export type Row = [
  id: string,
  type: ItemType,
  depth: number,
  options?: Record<string, unknown>,
  collapsed?: boolean,
];

/** Builds a parsed document from rows (parents derived from depths) for table-driven tests. */
export function buildDoc(rows: readonly Row[], extra: Partial<TemplateDocumentInput> = {}): TemplateDocument {
  const parsed = templateDocumentSchema.parse({
    template_id: 't',
    ...extra,
    items: rows.map(([id, type, depth, options = {}, collapsed = false]) => ({
      id,
      type,
      depth,
      parent_id: null,
      options,
      collapsed,
    })),
  });
  return { ...parsed, items: relink(parsed.items) };
}

/** The ids of a document's items in order, compact for assertions. */
export function idsOf(doc: TemplateDocument): string[] {
  return doc.items.map((item) => item.id);
}

/** `id:depth:parent` of each item, to assert tree shape in one line. */
export function shapeOf(doc: TemplateDocument): string[] {
  return doc.items.map((item) => `${item.id}:${item.depth}:${item.parent_id ?? '-'}`);
}

/** A small but complete template: start, two main pages with a section, end and hidden page. */
export const SAMPLE_ROWS: readonly Row[] = [
  ['s', 'start_page', 0],
  ['s1', 'textAnswer', 1],
  ['p', 'page', 0],
  ['a', 'number', 1],
  ['sec', 'section', 1],
  ['b', 'number', 2],
  ['c', 'yesno', 2],
  ['d', 'textAnswer', 1],
  ['p2', 'page', 0],
  ['e', 'number', 1],
  ['end', 'end_page', 0],
  ['e1', 'textAnswer', 1],
  ['h', 'hidden_page', 0],
  ['rs', 'inspection_real_start_date', 1],
  ['re', 'inspection_real_end_date', 1, { required: true }],
];

/** The document of a successful op result; fails the test with the conflicts otherwise. */
export function expectOk(result: OpResult): TemplateDocument {
  if (!result.ok) throw new Error(`op refused: ${JSON.stringify(result.conflicts)}`);
  return result.doc;
}

/** `code:item` of each conflict of a refused op (empty when it applied). */
export function conflictsOf(result: OpResult): string[] {
  return result.ok ? [] : result.conflicts.map((c) => `${c.code}:${c.item_id ?? '-'}`);
}

/** A factory yielding n1, n2, ... so expected shapes stay readable. */
export function namedIds(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** A rule set with one rule: "all of `related` are empty" → show every target. */
export function ruleSetFor(uuid: string, related: readonly string[], targets: readonly string[]): RuleSet {
  return ruleSetSchema.parse({
    uuid,
    rules: [
      {
        id: `${uuid}-r`,
        condition: {
          kind: 'group',
          id: `${uuid}-g`,
          connector: 'and',
          conditions: related.map((id, i) => ({
            kind: 'condition',
            id: `${uuid}-c${i}`,
            left: { kind: 'item', item_id: id },
            operator: 'is_null',
          })),
        },
        actions: targets.map((target, i) => ({ id: `${uuid}-a${i}`, type: 'show', target })),
      },
    ],
  });
}
