import { DECORATION_ACTIONS, VALUE_ACTIONS, type DecorationEffects, type ValueEffects } from './actions';
import { newState, sameState, type StateCell, type ValueCell } from './cells';
import { activeBranch } from './conditions';
import { evaluateExpression } from './expression';
import type { AnswerSheet, Evaluation, ItemState, RaisedIssue, TemplateScore } from './item-state';
import { MinHeap } from './min-heap';
import { compileProgram, type CompiledItem, type Program } from './program';
import type { RuleOperand } from './rule-set.schema';
import { answerScore, SCORE_SCALE, scaledPoints } from './scoring';
import { SumTree } from './sum-tree';
import type { RulesTemplate } from './template-input';
import { isBlank, sameValue, toNumber, type AnswerValue, type OperandValue } from './values';

/** Repeat instances per repeatable are encoded below this bound in the dirty-queue keys. */
const INSTANCE_LIMIT = 1 << 20;

/**
 * The incremental rules engine. It compiles the template once (reverse-dependency index and
 * topological ranks), evaluates everything once, then on each answer re-evaluates only the slots
 * downstream of it, in rank order, stopping wherever a result did not change. Running sums are
 * kept in sum trees and score totals in fixed point, so every state equals a full evaluation.
 */
export class RulesEngine {
  private readonly n: number;
  private readonly counts = new Map<number, number>();
  private readonly answers: (AnswerValue | undefined)[][];
  private readonly values: ValueCell[][];
  private readonly states: StateCell[][];
  private readonly branches: number[][];
  private readonly heap = new MinHeap();
  private readonly queued = new Set<number>();
  private readonly touched = new Set<number>();
  private readonly scopeSlots = new Map<number, number[]>();
  private scoreSum = 0;
  private maxSum = 0;

  constructor(
    private readonly p: Program,
    sheet: AnswerSheet = { answers: [] },
  ) {
    this.n = p.items.length;
    p.items.forEach((it, i) => {
      if (it.scope === i) this.counts.set(i, sheet.instances?.[it.id] ?? it.repeatMin);
    });
    const entries = sheet.answers.map((a) => ({
      i: this.indexOf(a.item_id),
      inst: a.instance ?? 0,
      value: a.value,
    }));
    for (const { i, inst } of entries) {
      const s = p.items[i]!.scope;
      if (s === -1) this.checkInstance(i, inst);
      else this.counts.set(s, Math.max(this.count(s), inst + 1));
    }
    this.answers = p.items.map((it) => Array.from({ length: this.count(it.scope) }, () => undefined));
    for (const { i, inst, value } of entries) this.answers[i]![inst] = value;
    this.values = p.items.map((it) =>
      Array.from({ length: this.count(it.scope) }, () => this.newValueCell(it)),
    );
    this.states = p.items.map((it) => Array.from({ length: this.count(it.scope) }, newState));
    this.branches = p.rules.map((r) => Array.from({ length: this.count(r.scope) }, () => -1));
    for (const slot of p.slotAtRank) {
      const scope = p.slotScope[slot]!;
      if (!this.scopeSlots.has(scope)) this.scopeSlots.set(scope, []);
      this.scopeSlots.get(scope)!.push(slot);
      for (let k = 0; k < this.count(scope); k += 1) this.compute(slot, k, true);
    }
    this.touched.clear();
  }

  /** Records one answer (undefined removes it, so a default applies again) and updates its dependents. */
  setAnswer(
    itemId: string,
    value: AnswerValue | undefined,
    instance = 0,
  ): { item_id: string; instance: number }[] {
    const i = this.indexOf(itemId);
    this.checkInstance(i, instance);
    this.answers[i]![instance] = value;
    this.schedule(i, instance);
    return this.propagate();
  }

  /** Sets how many instances a repeatable has; new instances are evaluated, removed ones forgotten. */
  setInstanceCount(itemId: string, count: number): { item_id: string; instance: number }[] {
    const s = this.indexOf(itemId);
    if (this.p.items[s]!.scope !== s || !Number.isInteger(count) || count < 0 || count >= INSTANCE_LIMIT) {
      throw new RangeError(`not a repeatable or bad count: ${itemId} ${count}`);
    }
    const old = this.count(s);
    const slots = this.scopeSlots.get(s) ?? [];
    this.counts.set(s, count);
    for (const slot of slots) this.resize(slot, count);
    for (let k = old; k < count; k += 1) for (const slot of slots) this.compute(slot, k, true);
    return this.drainTouched();
  }

  /** The state of one item instance. */
  stateOf(itemId: string, instance = 0): ItemState {
    const i = this.indexOf(itemId);
    this.checkInstance(i, instance);
    return this.snapshotItem(i, instance);
  }

  /** How many instances a repeatable currently has (1 for items outside repeatables). */
  instanceCount(itemId: string): number {
    return this.count(this.p.items[this.indexOf(itemId)]!.scope);
  }

  /** The template's score from the running totals, in O(1). */
  score(): TemplateScore {
    return {
      score: this.scoreSum / SCORE_SCALE,
      max_score: this.maxSum / SCORE_SCALE,
      percentage: this.maxSum > 0 ? (this.scoreSum / this.maxSum) * 100 : null,
    };
  }

  /** Every item's state in document order (instances in order), the score and the raised issues. */
  snapshot(): Evaluation {
    const items: ItemState[] = [];
    const issues: RaisedIssue[] = [];
    this.p.items.forEach((it, i) => {
      for (let k = 0; k < this.count(it.scope); k += 1) {
        const state = this.snapshotItem(i, k);
        items.push(state);
        for (const issue of state.issues) issues.push({ ...issue, item_id: it.id, instance: k });
      }
    });
    return { items, score: this.score(), issues };
  }

  private snapshotItem(i: number, k: number): ItemState {
    const v = this.values[i]![k]!;
    const s = this.states[i]![k]!;
    return {
      item_id: this.p.items[i]!.id,
      instance: k,
      visible: v.visible,
      hidden: s.hidden,
      enabled: s.enabled,
      required: s.required,
      color: s.color,
      score: s.score,
      max_score: s.max,
      rating: s.rating,
      media_required: s.media_required,
      note_required: s.note_required,
      action_required: s.action_required,
      value: v.value,
      excluded_from_report: s.excluded_from_report,
      issues: s.issues.map((x) => ({ ...x })),
    };
  }

  private indexOf(itemId: string): number {
    const i = this.p.indexById.get(itemId);
    if (i === undefined) throw new RangeError(`unknown item ${itemId}`);
    return i;
  }

  private count(scope: number): number {
    return scope === -1 ? 1 : this.counts.get(scope)!;
  }

  private checkInstance(i: number, instance: number): void {
    if (!Number.isInteger(instance) || instance < 0 || instance >= this.count(this.p.items[i]!.scope)) {
      throw new RangeError(`no instance ${instance} of item ${this.p.items[i]!.id}`);
    }
  }

  private newValueCell(it: CompiledItem): ValueCell {
    return {
      visible: false,
      value: null,
      tree: it.calc?.linear ? new SumTree(it.calc.linear.terms.length) : null,
    };
  }

  private resize(slot: number, count: number): void {
    const n = this.n;
    if (slot >= 2 * n) {
      this.branches[slot - 2 * n]!.length = count;
      return;
    }
    const i = slot % n;
    const it = this.p.items[i]!;
    if (slot < n) {
      const cells = this.values[i]!;
      while (cells.length < count) cells.push(this.newValueCell(it));
      cells.length = count;
      const answers = this.answers[i]!;
      while (answers.length < count) answers.push(undefined);
      answers.length = count;
      return;
    }
    const cells = this.states[i]!;
    for (let k = count; k < cells.length; k += 1) {
      this.scoreSum -= cells[k]!.scaledScore;
      this.maxSum -= cells[k]!.scaledMax;
    }
    while (cells.length < count) cells.push(newState());
    cells.length = count;
  }

  private schedule(slot: number, instance: number): void {
    const key = this.p.rank[slot]! * INSTANCE_LIMIT + instance;
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.heap.push(key);
  }

  private propagate(): { item_id: string; instance: number }[] {
    const { slotAtRank, dependents, slotScope } = this.p;
    while (this.heap.size > 0) {
      const key = this.heap.pop();
      this.queued.delete(key);
      const r = Math.floor(key / INSTANCE_LIMIT);
      const k = key - r * INSTANCE_LIMIT;
      const slot = slotAtRank[r]!;
      if (!this.compute(slot, k, false)) continue;
      const from = slotScope[slot]!;
      for (const d of dependents[slot]!) {
        const to = slotScope[d]!;
        if (to === from) this.schedule(d, k);
        else for (let j = 0; j < this.count(to); j += 1) this.schedule(d, j);
      }
    }
    return this.drainTouched();
  }

  private drainTouched(): { item_id: string; instance: number }[] {
    const out = [...this.touched].map((key) => {
      const i = Math.floor(key / INSTANCE_LIMIT);
      return { item_id: this.p.items[i]!.id, instance: key - i * INSTANCE_LIMIT };
    });
    this.touched.clear();
    return out;
  }

  private compute(slot: number, k: number, full: boolean): boolean {
    const n = this.n;
    const changed =
      slot < n
        ? this.computeValue(slot, k, full)
        : slot < 2 * n
          ? this.computeState(slot - n, k)
          : this.computeRule(slot - 2 * n, k);
    if (changed && slot < 2 * n) this.touched.add((slot % n) * INSTANCE_LIMIT + k);
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

  private computeRule(rule: number, k: number): boolean {
    const read = (op: RuleOperand): OperandValue => {
      if (op.kind === 'value') return op.value;
      const j = this.p.indexById.get(op.item_id);
      return j === undefined ? null : this.valueAt(j, k);
    };
    const branch = activeBranch(this.p.rules[rule]!.rs, read);
    const cells = this.branches[rule]!;
    if (cells[k] === branch) return false;
    cells[k] = branch;
    return true;
  }

  private computeValue(i: number, k: number, full: boolean): boolean {
    const it = this.p.items[i]!;
    const cell = this.values[i]![k]!;
    const effects: ValueEffects = { visible: !it.hasShowRule, set_value: null, set_value_not_answered: null };
    for (const ref of it.valueActions) {
      VALUE_ACTIONS[ref.action.type]!(effects, ref.action, this.branchOf(ref.rule, k) === ref.branch);
    }
    if (full && cell.tree) this.rebuildTree(it, k, cell.tree);
    const parentVisible =
      it.parent < 0 || this.values[it.parent]![this.at(this.p.items[it.parent]!.scope, k)]!.visible;
    const visible = parentVisible && effects.visible;
    const value = visible ? this.resolveValue(it, i, k, cell, effects) : null;
    if (cell.visible === visible && sameValue(cell.value, value)) return false;
    cell.visible = visible;
    cell.value = value;
    if (!full) this.feedTerms(i, k, value);
    return true;
  }

  private resolveValue(
    it: CompiledItem,
    i: number,
    k: number,
    cell: ValueCell,
    effects: ValueEffects,
  ): AnswerValue {
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
    const from = this.p.items[j]!.scope;
    for (const hook of hooks) {
      const to = this.p.items[hook.calc]!.scope;
      const cells = this.values[hook.calc]!;
      if (to === from) cells[k]!.tree!.set(hook.leaf, hook.coef * x);
      else for (const c of cells) c.tree!.set(hook.leaf, hook.coef * x);
    }
  }

  private computeState(i: number, k: number): boolean {
    const it = this.p.items[i]!;
    const v = this.values[i]![k]!;
    const parent =
      it.parent < 0 ? null : this.states[it.parent]![this.at(this.p.items[it.parent]!.scope, k)]!;
    const d: DecorationEffects = {
      hidden: it.base.hidden || (parent?.hidden ?? false),
      excluded_from_report: it.base.excluded || (parent?.excluded_from_report ?? false),
      enabled: it.base.enabled && (parent?.enabled ?? true),
      required: it.base.required,
      color: null,
      score: null,
      rating: null,
      media_required: it.base.media,
      note_required: it.base.note,
      action_required: false,
      issues: [],
    };
    for (const ref of it.decorationActions) {
      DECORATION_ACTIONS[ref.action.type]!(d, ref.action, this.branchOf(ref.rule, k) === ref.branch);
    }
    const score = it.scoring && v.visible ? (d.score ?? answerScore(it.scoring, v.value)) : null;
    const max = score === null ? 0 : it.scoring!.max;
    d.score = score;
    if (!v.visible) {
      d.required = false;
      d.issues = [];
    }
    const cell = this.states[i]![k]!;
    if (sameState(cell, d, max)) return false;
    const weight = it.scoring?.weight ?? 1;
    const scaledScore = score === null ? 0 : scaledPoints(score, weight);
    const scaledMax = score === null ? 0 : scaledPoints(max, weight);
    this.scoreSum += scaledScore - cell.scaledScore;
    this.maxSum += scaledMax - cell.scaledMax;
    Object.assign(cell, d, { max, scaledScore, scaledMax });
    return true;
  }
}

/** Compiles a template and evaluates it with the given answers, ready for incremental updates. */
export function createRulesEngine(template: RulesTemplate, sheet?: AnswerSheet): RulesEngine {
  return new RulesEngine(compileProgram(template), sheet);
}

/** A full, from-scratch evaluation: the reference the incremental engine must always equal. */
export function evaluateTemplate(template: RulesTemplate, sheet?: AnswerSheet): Evaluation {
  return createRulesEngine(template, sheet).snapshot();
}
