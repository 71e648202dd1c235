import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRulesEngine, evaluateTemplate } from './engine';
import type { AnswerEntry } from './item-state';
import {
  RULE_OPERATORS,
  type RuleActionType,
  type RuleSetInput,
  type RuleStaticValue,
} from './rule-set.schema';
import type { RulesItem, RulesTemplate } from './template-input';
import type { AnswerValue } from './values';

type Rand = (n: number) => number;

/** A deterministic chooser over a fast-check generated list of integers. */
function chooser(seed: readonly number[]): Rand {
  let i = 0;
  return (n) => (n <= 1 ? 0 : seed[i++ % seed.length]! % n);
}

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[r(xs.length)]!;

const ANSWERS: AnswerValue[] = [
  0,
  1,
  2.5,
  -3,
  10,
  '7',
  '',
  'yes',
  'no',
  'Abc',
  'o1',
  ['o1'],
  ['o1', 'o2'],
  [],
  true,
  false,
  null,
  '2024-01-01',
  '2024-06-01T10:00:00',
  '10:30',
];
const STATICS: RuleStaticValue[] = [
  0,
  2,
  5,
  'yes',
  'o1',
  ['o1', 'o2'],
  [1, 6],
  ['2024-01-01', '2024-12-31'],
  '2024-03-01',
  null,
  true,
];
const QUESTION_TYPES = ['number', 'textAnswer', 'yesno', 'list', 'checkbox', 'datetime'];
const VALUE_ACTIONS: RuleActionType[] = ['show', 'hide', 'set_value', 'set_value_not_answered'];
const DECORATIONS: RuleActionType[] = [
  'set_color',
  'require_media',
  'require_note',
  'require_action',
  'set_score',
  'set_rating',
  'disable',
  'enable',
  'disable_else_enable',
  'enable_else_disable',
  'required',
  'not_required',
  'required_else_not_required',
  'set_hidden',
  'exclude_report',
  'issue',
];

function params(r: Rand, type: RuleActionType): Record<string, unknown> | undefined {
  switch (type) {
    case 'set_color':
      return r(4) === 0
        ? { color: 'custom', custom_color: '#a1b2c3' }
        : { color: pick(r, ['green', 'red', 'yellow']) };
    case 'set_value':
    case 'set_value_not_answered':
      return { value: pick(r, [3, 'yes', ['o2'], null, 0.5]) };
    case 'set_score':
      return { score: pick(r, [0, 0.5, 1, 2]) };
    case 'set_rating':
      return { rating: 1 + r(5) };
    case 'issue':
      return { title: `issue ${r(3)}` };
    default:
      return undefined;
  }
}

/** Builds a random but valid template: pre-order tree, earlier-only references, repeatables kept apart. */
function buildTemplate(r: Rand): { template: RulesTemplate; repeatables: string[] } {
  const items: RulesItem[] = [{ id: 'p0', type: 'page', parent_id: null, options: {} }];
  const scope = new Map<string, string | null>([['p0', null]]);
  const repeatables: string[] = [];
  let stack = ['p0'];
  const count = 4 + r(18);
  for (let i = 1; i <= count; i += 1) {
    const id = `i${i}`;
    while (stack.length > 1 && r(3) === 0) stack.pop();
    const parent = stack[stack.length - 1]!;
    const parentScope = scope.get(parent)!;
    const kind = r(12);
    const earlier = items.filter(
      (it) =>
        !['page', 'section'].includes(it.type) &&
        (scope.get(it.id) === null || scope.get(it.id) === parentScope),
    );
    if (kind === 0) {
      items.push({ id, type: 'page', parent_id: null, options: { hidden: r(4) === 0 } });
      scope.set(id, null);
      stack = [id];
    } else if (kind <= 2) {
      const repeatable = kind === 2 && parentScope === null;
      items.push({
        id,
        type: 'section',
        parent_id: parent,
        options: {
          repeatable,
          exclude_report: r(5) === 0,
          read_only: r(6) === 0,
          ...(repeatable ? { repeatable_settings: { min: r(3) } } : {}),
        },
      });
      scope.set(id, repeatable ? id : parentScope);
      if (repeatable) repeatables.push(id);
      stack.push(id);
    } else if (kind <= 4 && earlier.length > 0) {
      const terms = Array.from({ length: 1 + r(3) }, () =>
        r(4) === 0 ? String(r(5)) : `{${pick(r, earlier).id}}`,
      );
      const formula = terms.reduce((acc, t) => `${acc} ${pick(r, ['+', '-', '+', '*', '/'])} ${t}`);
      items.push({
        id,
        type: 'calculation',
        parent_id: parent,
        options: {
          calculations: { value: r(5) === 0 ? `(${formula}) * 2` : formula, items: [] },
          ...(r(3) === 0 ? { decimal: r(3) } : {}),
          editable: r(4) === 0,
        },
      });
      scope.set(id, parentScope);
    } else {
      const type = pick(r, QUESTION_TYPES);
      items.push({
        id,
        type,
        parent_id: parent,
        options: {
          required: r(3) === 0,
          read_only: r(8) === 0,
          hidden: r(8) === 0,
          enable_score: r(2) === 0,
          ...(type === 'yesno' || type === 'list'
            ? { response_set_id: 'rsA', multiple_selection: r(2) === 0 }
            : {}),
          ...(r(5) === 0 ? { default_value: pick(r, ['yes', 4, 'o1']) } : {}),
          ...(r(4) === 0 ? { default_score: r(3), max_point: 1 + r(4), weight: pick(r, [1, 2, 0.5]) } : {}),
        },
      });
      scope.set(id, parentScope);
    }
  }
  const rule_sets: RuleSetInput[] = [];
  items.forEach((owner, oi) => {
    if (oi === 0 || r(2) === 0) return;
    const ownerScope = scope.get(owner.id)!;
    const readable = items
      .slice(0, oi + 1)
      .filter((it) => scope.get(it.id) === null || scope.get(it.id) === ownerScope);
    const leaf = () => {
      const left = pick(r, readable).id;
      const right =
        r(4) === 0
          ? { kind: 'item' as const, item_id: pick(r, readable).id }
          : { kind: 'value' as const, value: pick(r, STATICS) };
      return {
        kind: 'condition' as const,
        id: `c${r(1e6)}`,
        left: { kind: 'item' as const, item_id: left },
        operator: pick(r, RULE_OPERATORS),
        right,
        not: r(4) === 0,
      };
    };
    const branch = () => {
      const conditions = Array.from({ length: 1 + r(3) }, () =>
        r(4) === 0
          ? {
              kind: 'group' as const,
              id: `g${r(1e6)}`,
              connector: pick(r, ['and', 'or'] as const),
              conditions: [leaf(), leaf()],
            }
          : leaf(),
      );
      return {
        kind: 'group' as const,
        id: `g${r(1e6)}`,
        connector: pick(r, ['and', 'or'] as const),
        conditions,
      };
    };
    const conditions = Array.from({ length: 1 + r(2) }, branch);
    const read = new Set<string>();
    const collect = (node: {
      kind: string;
      left?: { kind: string; item_id?: string };
      right?: { kind: string; item_id?: string } | null;
      conditions?: unknown[];
    }): void => {
      if (node.kind === 'group') (node.conditions as (typeof node)[]).forEach(collect);
      else for (const op of [node.left, node.right]) if (op?.kind === 'item') read.add(op.item_id!);
    };
    conditions.forEach(collect);
    const readScope = [...read].map((id) => scope.get(id)).find((s) => s !== null) ?? null;
    const lastRead = Math.max(...[...read].map((id) => items.findIndex((it) => it.id === id)));
    const targetable = items.filter((it) => readScope === null || scope.get(it.id) === readScope);
    const later = targetable.filter((it) => items.indexOf(it) > lastRead);
    const action = () => {
      const useValue = later.length > 0 && r(2) === 0;
      const type = useValue ? pick(r, VALUE_ACTIONS) : pick(r, DECORATIONS);
      const target = (useValue ? pick(r, later) : pick(r, targetable)).id;
      const p = params(r, type);
      return { id: `a${r(1e6)}`, type, target, ...(p ? { params: p } : {}) };
    };
    rule_sets.push({
      uuid: `rs_${owner.id}`,
      rules: conditions.map((condition, k) => ({
        id: `r${k}`,
        condition,
        actions: Array.from({ length: 1 + r(2) }, action),
      })),
      else_actions: r(2) === 0 ? [action()] : [],
    } as RuleSetInput);
    owner.options = { ...owner.options, rule_set_id: `rs_${owner.id}` };
  });
  const response_sets = [
    { uuid: 'rsA', options: [{ uuid: 'o1', score: 1 }, { uuid: 'o2', score: 2 }, { uuid: 'o3' }] },
  ];
  return { template: { items, rule_sets, response_sets }, repeatables };
}

describe('incremental evaluation', () => {
  it('always equals a full evaluation, for random templates and answer sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 30 }),
        (seed, ops) => {
          const { template, repeatables } = buildTemplate(chooser(seed));
          const engine = createRulesEngine(template);
          const answers = new Map<string, AnswerEntry>();
          const counts = new Map(repeatables.map((id) => [id, engine.instanceCount(id)]));
          const answerable = template.items.filter((it) => !['page', 'section'].includes(it.type));
          for (const [a, b, c, d] of ops) {
            if (repeatables.length > 0 && a % 7 === 0) {
              const rep = repeatables[b % repeatables.length]!;
              const count = c % 4;
              engine.setInstanceCount(rep, count);
              counts.set(rep, count);
              for (const [key, entry] of answers)
                if (key.startsWith(`${rep}|`) && (entry.instance ?? 0) >= count) answers.delete(key);
              continue;
            }
            if (answerable.length === 0) continue;
            const it = answerable[b % answerable.length]!;
            const rep = repeatables.find(
              (id) => engine.instanceCount(it.id) === counts.get(id) && isInside(template, it.id, id),
            );
            const instances = rep ? counts.get(rep)! : 1;
            if (instances === 0) continue;
            const instance = c % instances;
            const value = d % 9 === 0 ? undefined : ANSWERS[d % ANSWERS.length]!;
            engine.setAnswer(it.id, value, instance);
            const key = `${rep ?? ''}|${it.id}#${instance}`;
            if (value === undefined) answers.delete(key);
            else answers.set(key, { item_id: it.id, instance, value });
            const full = evaluateTemplate(template, {
              answers: [...answers.values()],
              instances: Object.fromEntries(counts),
            });
            expect(engine.snapshot()).toEqual(full);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

function isInside(template: RulesTemplate, itemId: string, ancestorId: string): boolean {
  const byId = new Map(template.items.map((it) => [it.id, it]));
  for (let cur = byId.get(itemId); cur; cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id)) {
    if (cur.id === ancestorId) return true;
  }
  return false;
}
