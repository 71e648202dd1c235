import {
  createRulesEngine,
  type AnswerSheet,
  type AnswerValue,
  type RulesEngine,
} from '@fieldbook/domain/rules';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { itemKey } from './components/item-slots';

interface Given {
  itemId: string;
  instance: number;
  value: AnswerValue | undefined;
}

interface Rated {
  itemId: string;
  instance: number;
  rating: number | undefined;
}

/**
 * One preview run: the live rules engine on the document being edited plus the answers given so far.
 * A new document (every edit) rebuilds the engine and replays the answers of items that still exist,
 * so the author sees rules, calculations and scores act without starting over.
 */
export class PreviewSession {
  private doc: TemplateDocument | null = null;
  private live: RulesEngine | null = null;
  private given: Given[] = [];
  private rated: Rated[] = [];
  private instances = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  /** The version from which every item counts as changed (a rebuild, a repetition added or removed). */
  private epoch = 0;
  /** The version at which each item instance (itemKey) last changed through an answer or a rating. */
  private changedAt = new Map<string, number>();

  /** The engine, or null when the document's rules cannot be compiled (mid-edit broken reference). */
  get engine(): RulesEngine | null {
    return this.live;
  }

  /** Loads (or reloads after an edit) the document and replays the answers given so far. */
  load(doc: TemplateDocument): void {
    if (doc === this.doc) return;
    this.doc = doc;
    this.rebuild();
  }

  /** Records one answer (undefined clears it) and re-evaluates what depends on it. */
  answer(itemId: string, value: AnswerValue | undefined, instance = 0): void {
    if (!this.live) return;
    this.given = this.given.filter((g) => g.itemId !== itemId || g.instance !== instance);
    this.given.push({ itemId, instance, value });
    this.live.setAnswer(itemId, value, instance);
    this.markChanges(this.live);
    this.emit();
  }

  /** Records the rating the author picked as the inspector would (undefined clears it back to the default). */
  rate(itemId: string, rating: number | undefined, instance = 0): void {
    if (!this.live) return;
    this.rated = this.rated.filter((r) => r.itemId !== itemId || r.instance !== instance);
    this.rated.push({ itemId, instance, rating });
    this.live.setRating(itemId, rating, instance);
    this.markChanges(this.live);
    this.emit();
  }

  /** Sets how many repetitions a repeatable item or section has. */
  setInstances(itemId: string, count: number): void {
    if (!this.live) return;
    this.instances.set(itemId, count);
    this.live.setInstanceCount(itemId, count);
    this.epoch = this.version + 1;
    this.emit();
  }

  /**
   * Replaces every answer, rating and repetition count at once (the runner's saved or merged answers). A sheet
   * the session already holds (the runner's own answers coming back from a send) changes nothing and rebuilds nothing.
   */
  restore(sheet: AnswerSheet): void {
    const given = sheet.answers.map((a) => ({
      itemId: a.item_id,
      instance: a.instance ?? 0,
      value: a.value,
    }));
    const rated = (sheet.ratings ?? []).map((r) => ({
      itemId: r.item_id,
      instance: r.instance ?? 0,
      rating: r.rating,
    }));
    const instances = new Map(Object.entries(sheet.instances ?? {}));
    if (this.live && this.holds(given, rated, instances)) return;
    this.given = given;
    this.rated = rated;
    this.instances = instances;
    this.rebuild();
  }

  /** Forgets every answer: the preview starts the inspection again. */
  reset(): void {
    this.given = [];
    this.rated = [];
    this.instances = new Map();
    this.rebuild();
  }

  /** For useSyncExternalStore: called on every change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For useSyncExternalStore: a number that changes with every answer or reload. */
  getVersion = (): number => this.version;

  /**
   * For useSyncExternalStore in one item: a number that changes only when that item instance's state may have
   * changed, so an answer re-renders the items the engine updated instead of the whole page.
   */
  itemVersion(itemId: string, instance: number): number {
    return Math.max(this.epoch, this.changedAt.get(itemKey(itemId, instance)) ?? 0);
  }

  /** Whether the session already holds exactly these answers, ratings and counts (cleared answers count as none). */
  private holds(given: Given[], rated: Rated[], instances: ReadonlyMap<string, number>): boolean {
    const entries = (list: readonly (Given | Rated)[]) =>
      new Map(
        list
          .map(
            (e) =>
              [itemKey(e.itemId, e.instance), JSON.stringify('value' in e ? e.value : e.rating)] as const,
          )
          .filter(([, v]) => v !== undefined),
      );
    const same = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>) =>
      a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
    return (
      same(entries(given), entries(this.given)) &&
      same(entries(rated), entries(this.rated)) &&
      same(instances, this.instances)
    );
  }

  private markChanges(engine: RulesEngine): void {
    for (const ref of engine.lastChanges())
      this.changedAt.set(itemKey(ref.item_id, ref.instance), this.version + 1);
  }

  private rebuild(): void {
    const doc = this.doc;
    this.live = null;
    this.epoch = this.version + 1;
    this.changedAt.clear();
    if (doc) {
      try {
        const ids = new Set(doc.items.map((item) => item.id));
        const engine = createRulesEngine(doc);
        for (const [itemId, count] of this.instances)
          if (ids.has(itemId)) engine.setInstanceCount(itemId, count);
        for (const g of this.given) {
          if (ids.has(g.itemId) && g.instance < engine.instanceCount(g.itemId))
            engine.setAnswer(g.itemId, g.value, g.instance);
        }
        for (const r of this.rated) {
          if (ids.has(r.itemId) && r.instance < engine.instanceCount(r.itemId))
            engine.setRating(r.itemId, r.rating, r.instance);
        }
        this.live = engine;
      } catch {
        this.live = null;
      }
    }
    this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
