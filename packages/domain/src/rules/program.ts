import { isValueAction } from './actions';
import { compileCalculations, type CompiledCalculation } from './calculations';
import { allActions, conditionItemIds } from './conditions';
import { topologicalOrder } from './dependency-graph';
import { RULE_MESSAGES, type RuleProblem } from './messages';
import { ruleSetScope } from './references';
import type { RuleAction, RuleSet } from './rule-set.schema';
import { compileRating, type RatingRule } from './rating';
import { compileScoring, type ScoringRule } from './scoring';
import { indexTemplate, optFlag, type RulesItem, type RulesTemplate } from './template-input';
import type { AnswerValue } from './values';

/** An action as its target sees it: which rule set, which branch, what to do. */
export interface ActionRef {
  rule: number;
  branch: number;
  action: RuleAction;
}

/** Everything the engine needs about one item, resolved once per template version. */
export interface CompiledItem {
  id: string;
  type: string;
  parent: number;
  scope: number;
  holdsValue: boolean;
  defaultValue: AnswerValue | undefined;
  calc: CompiledCalculation | null;
  editable: boolean;
  hasShowRule: boolean;
  valueActions: ActionRef[];
  decorationActions: ActionRef[];
  base: {
    required: boolean;
    enabled: boolean;
    hidden: boolean;
    excluded: boolean;
    media: boolean;
    note: boolean;
  };
  scoring: ScoringRule | null;
  rating: RatingRule | null;
  /** Instances a repeatable item starts with (repeatable_settings.min, at least 1 unless set to 0). */
  repeatMin: number;
}

/** A rule set with the repeatable it runs per instance of (-1: once). */
export interface CompiledRuleSet {
  rs: RuleSet;
  scope: number;
}

/** A linear calculation term fed by an item: which calculation, which leaf, which coefficient. */
export interface TermHook {
  calc: number;
  /** Whether the calculation lives in the same repeat scope as the item feeding it. */
  sameScope: boolean;
  leaf: number;
  coef: number;
}

/**
 * The compiled template: items, rule sets and a slot graph (VALUE i = i, STATE i = n + i, RULE r = 2n + r)
 * with its reverse-dependency index and topological ranks, built once per template version.
 */
export interface Program {
  items: CompiledItem[];
  rules: CompiledRuleSet[];
  indexById: ReadonlyMap<string, number>;
  slotScope: Int32Array;
  dependents: Int32Array[];
  /** Per dependent edge, what change of the source it needs (CHANGED_VISIBILITY | CHANGED_VALUE). */
  dependentNeeds: Uint8Array[];
  rank: Int32Array;
  slotAtRank: Int32Array;
  termHooks: TermHook[][];
}

/** A slot's visibility changed (VALUE slots). */
export const CHANGED_VISIBILITY = 1;
/** A slot's value changed (VALUE slots); other slots report CHANGED_ALL. */
export const CHANGED_VALUE = 2;
/** Any change: what STATE and RULE slots report, and what edges from them need. */
export const CHANGED_ALL = 3;

/** Thrown when a template cannot be run at all (cyclic dependencies, repeatables read from outside). */
export class RulesCompileError extends Error {
  constructor(readonly problems: RuleProblem[]) {
    super(problems.map((p) => p.key).join(', '));
    this.name = 'RulesCompileError';
  }
}

const NO_VALUE_TYPES = new Set(['page', 'start_page', 'end_page', 'hidden_page', 'section', 'instruction']);

function defaultValueOf(item: RulesItem): AnswerValue | undefined {
  const v = item.options?.['default_value'];
  if (item.type === 'constant')
    return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : (v as string);
  if (typeof v === 'string') return v === '' ? undefined : v;
  if (typeof v === 'number' || v === true) return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return undefined;
}

function repeatMinOf(item: RulesItem): number {
  const settings = item.options?.['repeatable_settings'];
  const min =
    typeof settings === 'object' && settings !== null ? (settings as { min?: unknown }).min : undefined;
  return typeof min === 'number' && Number.isInteger(min) && min >= 0 ? min : 1;
}

function compileItem(item: RulesItem, template: RulesTemplate, parent: number, scope: number): CompiledItem {
  return {
    id: item.id,
    type: item.type,
    parent,
    scope,
    holdsValue: !NO_VALUE_TYPES.has(item.type),
    defaultValue: defaultValueOf(item),
    calc: null,
    editable: optFlag(item, 'editable'),
    hasShowRule: false,
    valueActions: [],
    decorationActions: [],
    base: {
      required: optFlag(item, 'required'),
      enabled: !optFlag(item, 'read_only'),
      hidden:
        optFlag(item, 'hidden') ||
        optFlag(item, 'not_visible') ||
        (item.options?.['not_visible'] === undefined && item.type === 'hidden_page'),
      excluded: optFlag(item, 'exclude_report'),
      media: optFlag(item, 'require_media'),
      note: optFlag(item, 'require_note'),
    },
    scoring: compileScoring(item, template),
    rating: compileRating(item),
    repeatMin: repeatMinOf(item),
  };
}

/** Compiles a template for the engine; throws RulesCompileError when it cannot be evaluated. */
export function compileProgram(template: RulesTemplate): Program {
  const index = indexTemplate(template);
  const n = index.items.length;
  const items = index.items.map((item, i) => compileItem(item, template, index.parent[i]!, index.scope[i]!));
  const problems: RuleProblem[] = [];
  const rules: CompiledRuleSet[] = [];
  for (const { rs } of index.ruleSets) {
    const scope = ruleSetScope(index, rs);
    if (scope === null) problems.push({ key: RULE_MESSAGES.repeatableScope, rule_set_id: rs.uuid });
    rules.push({ rs, scope: scope ?? -1 });
  }
  const slotCount = 2 * n + rules.length;
  const slotScope = new Int32Array(slotCount);
  for (let i = 0; i < n; i += 1) slotScope[i] = slotScope[n + i] = items[i]!.scope;
  rules.forEach((r, k) => (slotScope[2 * n + k] = r.scope));
  const deps: Map<number, number>[] = Array.from({ length: slotCount }, () => new Map());
  const edge = (from: number, to: number, needs: number, ruleSetId?: string): void => {
    const s = slotScope[from]!;
    if (s !== -1 && s !== slotScope[to]) {
      problems.push({
        key: RULE_MESSAGES.repeatableScope,
        rule_set_id: ruleSetId,
        item_id: items[to % n]?.id,
      });
    }
    deps[from]!.set(to, (deps[from]!.get(to) ?? 0) | needs);
  };
  items.forEach((it, i) => {
    if (it.parent >= 0) {
      edge(it.parent, i, CHANGED_VISIBILITY);
      edge(n + it.parent, n + i, CHANGED_ALL);
    }
    edge(i, n + i, it.scoring ? CHANGED_ALL : CHANGED_VISIBILITY);
  });
  const { calculations, problems: calcProblems } = compileCalculations(index);
  problems.push(...calcProblems.filter((c) => c.key === RULE_MESSAGES.repeatableScope));
  const termHooks: TermHook[][] = items.map(() => []);
  for (const calc of calculations.values()) {
    items[calc.item]!.calc = calc;
    calc.inputs.forEach((j, leaf) => {
      edge(j, calc.item, CHANGED_VALUE);
      if (calc.linear)
        termHooks[j]!.push({
          calc: calc.item,
          sameScope: items[j]!.scope === items[calc.item]!.scope,
          leaf,
          coef: calc.linear.terms[leaf]!.coef,
        });
    });
  }
  rules.forEach(({ rs }, k) => {
    const slot = 2 * n + k;
    for (const rule of rs.rules) {
      for (const id of conditionItemIds(rule.condition)) {
        const j = index.indexById.get(id);
        if (j !== undefined) edge(j, slot, CHANGED_VALUE, rs.uuid);
      }
    }
    for (const action of allActions(rs)) {
      const t = index.indexById.get(action.target);
      if (t === undefined) continue;
      const ref = { rule: k, branch: action.branch, action };
      const isValue = isValueAction(action.type);
      (isValue ? items[t]!.valueActions : items[t]!.decorationActions).push(ref);
      if (action.type === 'show') items[t]!.hasShowRule = true;
      edge(slot, isValue ? t : n + t, CHANGED_ALL, rs.uuid);
    }
  });
  if (problems.length > 0) throw new RulesCompileError(problems);
  const dependents = deps.map((m) => Int32Array.from(m.keys()));
  const dependentNeeds = deps.map((m) => Uint8Array.from(m.values()));
  const order = topologicalOrder(slotCount, (s) => dependents[s]!);
  if (!order.ok) {
    const ids = [...new Set(order.cycle.filter((s) => s < 2 * n).map((s) => items[s % n]!.id))];
    throw new RulesCompileError([{ key: RULE_MESSAGES.dependencyCycle, params: { items: ids.join(', ') } }]);
  }
  const rank = new Int32Array(slotCount);
  order.order.forEach((slot, r) => (rank[slot] = r));
  return {
    items,
    rules,
    indexById: index.indexById,
    slotScope,
    dependents,
    dependentNeeds,
    rank,
    slotAtRank: Int32Array.from(order.order),
    termHooks,
  };
}
