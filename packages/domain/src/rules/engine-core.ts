import { DECORATION_ACTIONS, VALUE_ACTIONS, type DecorationEffects, type ValueEffects } from './actions';
import { newState, sameState, type StateCell, type ValueCell } from './cells';
import { activeBranch } from './conditions';
import { evaluateExpression } from './expression';
import { MinHeap } from './min-heap';
import { CHANGED_ALL, CHANGED_VALUE, CHANGED_VISIBILITY, type CompiledItem, type Program } from './program';
import type { RuleOperand } from './rule-set.schema';
import { itemRating } from './rating';
import { answerScore, boundedScore, scaledPoints } from './scoring';
import { SumTree } from './sum-tree';
import { isBlank, sameValue, toNumber, type AnswerValue, type OperandValue } from './values';

/** Repeat instances are encoded below this bound in the dirty-queue keys (rank × bound + instance). */
export const INSTANCE_LIMIT = 1 << 20;

const NO_ISSUES: DecorationEffects['issues'] = [];

/**
 * The engine's storage and its slot evaluation: per item instance a VALUE cell (visibility, value,
 * running-sum tree) and a STATE cell, per rule set instance its active branch. `propagate` pops dirty
 * slots in topological rank order and schedules a dependent only when the change it reads happened.
 */
export abstract class EngineCore {
  protected readonly n: number;
  protected readonly counts = new Map<number, number>();
  protected readonly answers: (AnswerValue | undefined)[][];
  protected readonly values: ValueCell[][];
  protected readonly states: StateCell[][];
  protected readonly branches: number[][];
  protected readonly queued: Uint8Array[];
  protected readonly touchedMark: Uint8Array[];
  protected readonly touchedList: number[] = [];
  /** Ratings the inspector picked, keyed by `pickKey(item, instance)`. */
  protected readonly picked = new Map<number, number>();
  protected scoreSum = 0;
  protected maxSum = 0;
  private readonly heap = new MinHeap();
  private readonly effects: ValueEffects = { visible: true, set_value: null, set_value_not_answered: null };
  private readonly decoration: DecorationEffects = newState();
  private readingInstance = 0;
  private readonly readOperand = (op: RuleOperand): OperandValue => {
    if (op.kind === 'value') return op.value;
    const j = this.p.indexById.get(op.item_id);
    return j === undefined ? null : this.valueAt(j, this.readingInstance);
  };

  protected constructor(
    protected readonly p: Program,
    counts: ReadonlyMap<number, number>,
  ) {
    this.n = p.items.length;
    for (const [scope, count] of counts) this.counts.set(scope, count);
    const perInstance = <T>(scope: number, make: () => T): T[] =>
      Array.from({ length: this.count(scope) }, make);
    this.answers = p.items.map((it) => perInstance(it.scope, () => undefined));
    this.values = p.items.map((it) => perInstance(it.scope, () => this.newValueCell(it)));
    this.states = p.items.map((it) => perInstance(it.scope, newState));
    this.branches = p.rules.map((r) => perInstance(r.scope, () => -1));
    this.queued = Array.from(p.slotScope, (scope) => new Uint8Array(this.count(scope)));
    this.touchedMark = p.items.map((it) => new Uint8Array(this.count(it.scope)));
  }

  protected pickKey(i: number, k: number): number {
    return i * INSTANCE_LIMIT + k;
  }

  protected count(scope: number): number {
    return scope === -1 ? 1 : this.counts.get(scope)!;
  }

  protected newValueCell(it: CompiledItem): ValueCell {
    return {
      visible: false,
      value: null,
      tree: it.calc?.linear ? new SumTree(it.calc.linear.terms.length) : null,
    };
  }

  protected schedule(slot: number, k: number): void {
    const flags = this.queued[slot]!;
    if (flags[k] === 1) return;
    flags[k] = 1;
    this.heap.push(this.p.rank[slot]! * INSTANCE_LIMIT + k);
  }

  protected propagate(): void {
    const { slotAtRank, dependents, dependentNeeds, slotScope } = this.p;
    while (this.heap.size > 0) {
      const key = this.heap.pop();
      const r = Math.floor(key / INSTANCE_LIMIT);
      const k = key - r * INSTANCE_LIMIT;
      const slot = slotAtRank[r]!;
      this.queued[slot]![k] = 0;
      const changed = this.compute(slot, k, false);
      if (changed === 0) continue;
      const from = slotScope[slot]!;
      const deps = dependents[slot]!;
      const needs = dependentNeeds[slot]!;
      for (let e = 0; e < deps.length; e += 1) {
        if ((needs[e]! & changed) === 0) continue;
        const d = deps[e]!;
        const to = slotScope[d]!;
        if (to === from) this.schedule(d, k);
        else for (let j = 0; j < this.count(to); j += 1) this.schedule(d, j);
      }
    }
  }

  /** Evaluates one slot instance; returns what changed (0 for nothing). */
  protected compute(slot: number, k: number, full: boolean): number {
    const n = this.n;
    if (slot >= 2 * n) return this.computeRule(slot - 2 * n, k);
    const i = slot % n;
    const changed = slot < n ? this.computeValue(i, k, full) : this.computeState(i, k);
    if (changed !== 0 && this.touchedMark[i]![k] === 0) {
      this.touchedMark[i]![k] = 1;
      this.touchedList.push(i, k);
    }
    return changed;
  }

  private at(scope: number, k: number): number {
    return scope === -1 ? 0 : k;
  }

  private branchOf(rule: number, k: number): number {
    return this.branches[rule]![this.at(this.p.rules[rule]!.scope, k)]!;
  }

  private valueAt(i: number, k: number): AnswerValue {
    return this.values[i]![this.at(this.p.items[i]!.scope, k)]!.value;
  }

  private computeRule(rule: number, k: number): number {
    this.readingInstance = k;
    const branch = activeBranch(this.p.rules[rule]!.rs, this.readOperand);
    const cells = this.branches[rule]!;
    if (cells[k] === branch) return 0;
    cells[k] = branch;
    return CHANGED_ALL;
  }

  private computeValue(i: number, k: number, full: boolean): number {
    const it = this.p.items[i]!;
    const cell = this.values[i]![k]!;
    const effects = this.effects;
    effects.visible = !it.hasShowRule;
    effects.set_value = null;
    effects.set_value_not_answered = null;
    for (const ref of it.valueActions) {
      VALUE_ACTIONS[ref.action.type]!(effects, ref.action, this.branchOf(ref.rule, k) === ref.branch);
    }
    if (full && cell.tree) this.rebuildTree(it, k, cell.tree);
    const parentVisible =
      it.parent < 0 || this.values[it.parent]![this.at(this.p.items[it.parent]!.scope, k)]!.visible;
    const visible = parentVisible && effects.visible;
    const value = visible ? this.resolveValue(it, i, k, cell) : null;
    let changed = 0;
    if (cell.visible !== visible) changed |= CHANGED_VISIBILITY;
    if (!sameValue(cell.value, value)) changed |= CHANGED_VALUE;
    cell.visible = visible;
    cell.value = value;
    if (!full && changed & CHANGED_VALUE) this.feedTerms(i, k, value);
    return changed;
  }

  private resolveValue(it: CompiledItem, i: number, k: number, cell: ValueCell): AnswerValue {
    const effects = this.effects;
    if (effects.set_value) return effects.set_value.value;
    const answer = this.answers[i]![k];
    let value: AnswerValue;
    if (it.calc && !(it.editable && answer !== undefined && !isBlank(answer)))
      value = this.calcValue(it, k, cell);
    else if (!it.holdsValue) value = null;
    else if (it.type === 'constant' || answer === undefined) value = it.defaultValue ?? null;
    else value = answer;
    if (isBlank(value) && effects.set_value_not_answered) value = effects.set_value_not_answered.value;
    return value;
  }

  private calcValue(it: CompiledItem, k: number, cell: ValueCell): number | null {
    const calc = it.calc!;
    const raw =
      calc.linear && cell.tree
        ? calc.linear.constant + cell.tree.total()
        : evaluateExpression(calc.expr, (id) => toNumber(this.valueAt(this.p.indexById.get(id)!, k)));
    if (raw === null || !Number.isFinite(raw)) return null;
    if (calc.decimals === undefined) return raw;
    const f = 10 ** calc.decimals;
    return Math.round(raw * f) / f;
  }

  private rebuildTree(it: CompiledItem, k: number, tree: SumTree): void {
    const calc = it.calc!;
    tree.rebuild(
      calc.inputs.map((j, t) => calc.linear!.terms[t]!.coef * (toNumber(this.valueAt(j, k)) ?? 0)),
    );
  }

  private feedTerms(j: number, k: number, value: AnswerValue): void {
    const hooks = this.p.termHooks[j]!;
    if (hooks.length === 0) return;
    const x = toNumber(value) ?? 0;
    for (const hook of hooks) {
      const cells = this.values[hook.calc]!;
      if (hook.sameScope) cells[k]!.tree!.set(hook.leaf, hook.coef * x);
      else for (const c of cells) c.tree!.set(hook.leaf, hook.coef * x);
    }
  }

  private computeState(i: number, k: number): number {
    const it = this.p.items[i]!;
    const v = this.values[i]![k]!;
    const parent =
      it.parent < 0 ? null : this.states[it.parent]![this.at(this.p.items[it.parent]!.scope, k)]!;
    const d = this.decoration;
    d.hidden = it.base.hidden || (parent?.hidden ?? false);
    d.excluded_from_report = it.base.excluded || (parent?.excluded_from_report ?? false);
    d.enabled = it.base.enabled && (parent?.enabled ?? true);
    d.required = it.base.required;
    d.color = null;
    d.score = null;
    d.rating = null;
    d.media_required = it.base.media;
    d.note_required = it.base.note;
    d.action_required = false;
    d.issues = NO_ISSUES;
    for (const ref of it.decorationActions) {
      DECORATION_ACTIONS[ref.action.type]!(d, ref.action, this.branchOf(ref.rule, k) === ref.branch);
    }
    const raw = it.scoring && v.visible ? (d.score ?? answerScore(it.scoring, v.value)) : null;
    const score = raw === null ? null : boundedScore(it.scoring!, raw);
    const max = score === null ? 0 : it.scoring!.max;
    d.score = score;
    d.rating = v.visible ? itemRating(it.rating, d.rating, this.picked.get(this.pickKey(i, k))) : null;
    if (!v.visible) {
      d.required = false;
      d.issues = NO_ISSUES;
    }
    const cell = this.states[i]![k]!;
    if (sameState(cell, d, max)) return 0;
    const weight = it.scoring?.weight ?? 1;
    const scaledScore = score === null ? 0 : scaledPoints(score, weight);
    const scaledMax = score === null ? 0 : scaledPoints(max, weight);
    this.scoreSum += scaledScore - cell.scaledScore;
    this.maxSum += scaledMax - cell.scaledMax;
    Object.assign(cell, d);
    cell.max = max;
    cell.scaledScore = scaledScore;
    cell.scaledMax = scaledMax;
    return CHANGED_ALL;
  }
}
