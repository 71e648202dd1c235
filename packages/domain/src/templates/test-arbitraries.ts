import fc from 'fast-check';
import type { RuleSet } from '../rules/rule-set.schema';
import type { TemplateDocument } from './document.schema';
import { isAllowedInPage, ITEM_CATALOGUE } from './item-catalogue';
import type { Item } from './item.schema';
import { isContainerType } from './item-types';
import type { ItemType, PageKind } from './item-types';
import { QUALITY_PRESETS } from './item-options.schema';
import { ensureHiddenPage } from './ops/seed';
import { buildRelations, buildDependencies } from './references';
import { buildDoc } from './test-fixtures';
import type { Row } from './test-fixtures';

/** Types the random documents draw from: one per behaviour, plus one-per-page and start/end-only types. */
export const ARBITRARY_TYPES: readonly ItemType[] = [
  'section',
  'textAnswer',
  'number',
  'calculation',
  'yesno',
  'list',
  'photo',
  'datetime',
  'asset',
  'document_id',
  'person',
  'inspection_end_date',
  'instruction',
];

/** One random item request: which page, how deep, what type, a seed for references and flags. */
interface Entry {
  page: number;
  depth: number;
  type: ItemType;
  seed: number;
  flag: boolean;
}

const entryArb: fc.Arbitrary<Entry> = fc.record({
  page: fc.nat(4),
  depth: fc.nat(3),
  type: fc.oneof(
    fc.constantFrom(...ARBITRARY_TYPES),
    fc.constantFrom<ItemType>('number', 'calculation', 'yesno'),
  ),
  seed: fc.nat(1000),
  flag: fc.boolean(),
});

function buildPage(kind: PageKind, pageId: string, entries: Entry[], ids: () => string): Row[] {
  const rows: Row[] = [[pageId, kind, 0]];
  const featureDepths: number[] = [];
  const types = new Set<ItemType>();
  for (const e of entries) {
    if (!isAllowedInPage(e.type, kind) || (ITEM_CATALOGUE[e.type].onePerPage && types.has(e.type))) continue;
    const last = rows[rows.length - 1] as Row;
    const max = isContainerType(last[1]) ? last[2] + 1 : last[2];
    const depth = Math.max(1, Math.min(max, e.depth + 1));
    while (featureDepths.length > 0 && (featureDepths[featureDepths.length - 1] ?? 0) >= depth)
      featureDepths.pop();
    const id = ids();
    const options: Record<string, unknown> = {};
    if (e.flag && featureDepths.length === 0 && e.seed % 3 === 0) {
      options.repeatable = true;
      options.repeating_group_id = `${id}-w`;
      options.repeatable_settings = { min: 1, max: 1 + (e.seed % 5) };
      featureDepths.push(depth);
    }
    if (e.type === 'photo') options.quality = QUALITY_PRESETS[e.seed % QUALITY_PRESETS.length];
    types.add(e.type);
    rows.push([id, e.type, depth, options]);
  }
  return rows;
}

function addReferences(items: Item[], seeds: number[]): { items: Item[]; rule_sets: RuleSet[] } {
  const rule_sets: RuleSet[] = [];
  const readable = (i: number) => items.slice(0, i).filter((x) => ITEM_CATALOGUE[x.type].dependency);
  const out = items.map((item, i) => {
    const seed = seeds[i % Math.max(1, seeds.length)] ?? 0;
    const earlier = readable(i);
    const pick = (n: number) => earlier[(seed + n) % earlier.length]?.id;
    if (item.type === 'calculation' && earlier.length > 0) {
      const refs = [...new Set([pick(0), pick(7)].filter((x): x is string => Boolean(x)))];
      return { ...item, options: { ...item.options, calculations: { value: refs.join('+'), items: refs } } };
    }
    if (item.type === 'yesno' && seed % 3 !== 0) {
      const related = [item.id, ...(earlier.length > 0 ? [pick(3) as string] : [])];
      const target = items[(seed * 7) % items.length]?.id ?? item.id;
      rule_sets.push({
        uuid: `${item.id}-r`,
        related_items: related,
        action_items: [target],
        rules: [],
        else_actions: [],
      });
      return { ...item, options: { ...item.options, rule_set_id: `${item.id}-r` } };
    }
    return item;
  });
  return { items: out, rule_sets };
}

/** Random valid template documents: start, 0–3 main pages, end and hidden page, with references. */
export const documentArb: fc.Arbitrary<TemplateDocument> = fc
  .record({
    mainPages: fc.nat(3),
    entries: fc.array(entryArb, { maxLength: 60 }),
    seeds: fc.array(fc.nat(1000), { minLength: 1, maxLength: 10 }),
  })
  .map(({ mainPages, entries, seeds }) => {
    let n = 0;
    const ids = () => `i${++n}`;
    const kinds: PageKind[] = [
      'start_page',
      ...Array.from({ length: mainPages }, () => 'page' as const),
      'end_page',
    ];
    const rows = kinds.flatMap((kind, p) =>
      buildPage(
        kind,
        `pg${p}`,
        entries.filter((e) => e.page % kinds.length === p),
        ids,
      ),
    );
    const base = buildDoc(rows);
    const { items, rule_sets } = addReferences(base.items, seeds);
    const doc = ensureHiddenPage({ ...base, items, rule_sets }, () => `h${++n}`);
    return { ...doc, relations: buildRelations(doc), dependencies: buildDependencies(doc) };
  });
