import { EngineCore, INSTANCE_LIMIT } from './engine-core';
import { newState } from './cells';
import type { AnswerSheet, Evaluation, ItemState, RaisedIssue, TemplateScore } from './item-state';
import { compileProgram, type Program } from './program';
import { isRating } from './rating';
import { SCORE_SCALE } from './scoring';
import type { RulesTemplate } from './template-input';
import type { AnswerValue } from './values';

/** An item instance whose state changed in the last update. */
export interface ItemRef {
  item_id: string;
  instance: number;
}

function initialCounts(p: Program, sheet: AnswerSheet, indexOf: (id: string) => number): Map<number, number> {
  const counts = new Map<number, number>();
  p.items.forEach((it, i) => {
    if (it.scope === i) counts.set(i, sheet.instances?.[it.id] ?? it.repeatMin);
  });
  for (const a of sheet.answers) {
    const s = p.items[indexOf(a.item_id)]!.scope;
    if (s !== -1) counts.set(s, Math.max(counts.get(s)!, (a.instance ?? 0) + 1));
  }
  return counts;
}

/**
 * The incremental rules engine. The program (reverse-dependency index, topological ranks) is built
 * once per template version; the constructor evaluates everything once; each answer then
 * re-evaluates only the slots downstream of it, in rank order, stopping wherever nothing changed.
 * Running sums live in sum trees and score totals in fixed point, so the state always equals a full
 * evaluation (ADR 023).
 */
export class RulesEngine extends EngineCore {
  private readonly scopeSlots = new Map<number, number[]>();

  constructor(program: Program, sheet: AnswerSheet = { answers: [] }) {
    const indexOf = (id: string): number => {
      const i = program.indexById.get(id);
      if (i === undefined) throw new RangeError(`unknown item ${id}`);
      return i;
    };
    super(program, initialCounts(program, sheet, indexOf));
    for (const a of sheet.answers) {
      const i = indexOf(a.item_id);
      this.checkInstance(i, a.instance ?? 0);
      this.answers[i]![a.instance ?? 0] = a.value;
    }
    for (const r of sheet.ratings ?? []) {
      const i = indexOf(r.item_id);
      this.checkInstance(i, r.instance ?? 0);
      this.checkRating(r.rating);
      this.picked.set(this.pickKey(i, r.instance ?? 0), r.rating);
    }
    for (const slot of program.slotAtRank) {
      const scope = program.slotScope[slot]!;
      if (!this.scopeSlots.has(scope)) this.scopeSlots.set(scope, []);
      this.scopeSlots.get(scope)!.push(slot);
      for (let k = 0; k < this.count(scope); k += 1) this.compute(slot, k, true);
    }
    this.clearTouched();
  }

  /**
   * Records one answer (undefined removes it, so a default applies again) and updates its dependents.
   * Returns how many item instances changed; `lastChanges()` names them (kept lazy: this is the hot path).
   */
  setAnswer(itemId: string, value: AnswerValue | undefined, instance = 0): number {
    const i = this.indexOf(itemId);
    this.checkInstance(i, instance);
    this.clearTouched();
    this.answers[i]![instance] = value;
    this.schedule(i, instance);
    this.propagate();
    return this.touchedList.length / 2;
  }

  /**
   * Records the rating the inspector picked (1–5; undefined removes it, so the default rating applies again)
   * and updates the item's state. A set_rating rule still wins over the pick. Returns how many instances changed.
   */
  setRating(itemId: string, rating: number | undefined, instance = 0): number {
    const i = this.indexOf(itemId);
    this.checkInstance(i, instance);
    if (rating !== undefined) this.checkRating(rating);
    this.clearTouched();
    if (rating === undefined) this.picked.delete(this.pickKey(i, instance));
    else this.picked.set(this.pickKey(i, instance), rating);
    this.schedule(this.n + i, instance);
    this.propagate();
    return this.touchedList.length / 2;
  }

  /** The item instances the last setAnswer or setInstanceCount changed, in evaluation order. */
  lastChanges(): ItemRef[] {
    const out: ItemRef[] = [];
    for (let t = 0; t < this.touchedList.length; t += 2) {
      out.push({ item_id: this.p.items[this.touchedList[t]!]!.id, instance: this.touchedList[t + 1]! });
    }
    return out;
  }

  /** Sets how many instances a repeatable has; new instances are evaluated, removed ones forgotten. */
  setInstanceCount(itemId: string, count: number): number {
    const s = this.indexOf(itemId);
    if (this.p.items[s]!.scope !== s || !Number.isInteger(count) || count < 0 || count >= INSTANCE_LIMIT) {
      throw new RangeError(`not a repeatable or bad count: ${itemId} ${count}`);
    }
    this.clearTouched();
    const old = this.count(s);
    const slots = this.scopeSlots.get(s) ?? [];
    this.counts.set(s, count);
    for (const slot of slots) this.resize(slot, count);
    for (let k = old; k < count; k += 1) for (const slot of slots) this.compute(slot, k, true);
    return this.touchedList.length / 2;
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

  private clearTouched(): void {
    const list = this.touchedList;
    for (let t = 0; t < list.length; t += 2) {
      const marks = this.touchedMark[list[t]!]!;
      if (list[t + 1]! < marks.length) marks[list[t + 1]!] = 0;
    }
    list.length = 0;
  }

  private indexOf(itemId: string): number {
    const i = this.p.indexById.get(itemId);
    if (i === undefined) throw new RangeError(`unknown item ${itemId}`);
    return i;
  }

  private checkInstance(i: number, instance: number): void {
    if (!Number.isInteger(instance) || instance < 0 || instance >= this.count(this.p.items[i]!.scope)) {
      throw new RangeError(`no instance ${instance} of item ${this.p.items[i]!.id}`);
    }
  }

  private checkRating(rating: number): void {
    if (!isRating(rating)) throw new RangeError(`not a rating on the 1–5 scale: ${rating}`);
  }

  private resize(slot: number, count: number): void {
    const n = this.n;
    this.queued[slot] = new Uint8Array(count);
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
      const marks = new Uint8Array(count);
      marks.set(this.touchedMark[i]!.subarray(0, count));
      this.touchedMark[i] = marks;
      return;
    }
    const cells = this.states[i]!;
    for (let k = count; k < cells.length; k += 1) {
      this.picked.delete(this.pickKey(i, k));
      this.scoreSum -= cells[k]!.scaledScore;
      this.maxSum -= cells[k]!.scaledMax;
    }
    while (cells.length < count) cells.push(newState());
    cells.length = count;
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
