import { compileProgram } from '../rules/program';
import { RulesEngine } from '../rules/engine';
import type { ItemState } from '../rules/item-state';
import type { AnswerValue } from '../rules/values';
import type { TemplateDocument } from '../templates/document.schema';
import type { ImageMarker } from '../templates/entities.schema';
import type { Item } from '../templates/item.schema';
import type { InspectionAnswer } from './answer.schema';
import { answerFailed, isAnswerable } from './answer-checks';

/** One answered (or computed) item instance as the report prints it. */
export interface ReportEntry {
  item: Item;
  instance: number;
  state: ItemState;
  /** The stored answer (value, note, media, history), null when nobody answered it. */
  answer: InspectionAnswer | null;
  /** What the report shows: the answer's value, or the computed value of a calculation or constant. */
  value: AnswerValue;
  /** A chosen option carries `failed: true` (ADR 194). */
  failed: boolean;
  /** The item's image marker when it has an image and the inspector placed markers on it (ADR 207). */
  markerImage: ImageMarker | null;
}

/** A page or section instance with its shown children in document order. */
export interface ReportGroup {
  item: Item;
  instance: number;
  /** 1-based repetition number of a repeated section, null otherwise. */
  repetition: number | null;
  children: ReportNode[];
}

/** A node of the report: a section or an entry. */
export type ReportNode = { kind: 'group'; group: ReportGroup } | { kind: 'entry'; entry: ReportEntry };

/** The report's body: shown pages in order and the failed entries gathered for the summary. */
export interface InspectionReportModel {
  pages: ReportGroup[];
  flagged: ReportEntry[];
}

const SHOWN_PAGES = new Set(['start_page', 'page', 'end_page']);
const CONTAINERS = new Set(['section', 'repeating_group']);
/** Text shown to the inspector while conducting; a report reader needs only the answers. */
const NOT_REPORTED = new Set(['instruction', 'page', 'start_page', 'end_page', 'hidden_page']);

/** Whether the engine lets the item reach the report: visible, not hidden, not excluded by option or rule. */
function shown(state: ItemState): boolean {
  return state.visible && !state.hidden && !state.excluded_from_report;
}

/**
 * The report of an inspection (issue 20): runs the one rules engine over the opened version and the merged answers,
 * then walks pages and sections in document order, leaving out what rules hide and what is excluded from reports.
 * Answers of repetitions a later count removed are not evaluated, as the server's completion does not.
 */
export function buildInspectionReport(
  doc: TemplateDocument,
  answers: readonly InspectionAnswer[],
  instances: Readonly<Record<string, number>>,
): InspectionReportModel {
  const program = compileProgram(doc);
  const scopeOf = (itemId: string): string | undefined => {
    const i = program.indexById.get(itemId);
    const scope = i === undefined ? -1 : program.items[i]!.scope;
    return scope >= 0 ? doc.items[scope]?.id : undefined;
  };
  const kept = answers.filter((a) => {
    if (!program.indexById.has(a.item_id)) return false;
    const scope = scopeOf(a.item_id);
    const count = scope === undefined ? undefined : instances[scope];
    return count === undefined || a.instance < count;
  });
  const engine = new RulesEngine(program, {
    answers: kept.flatMap((a) =>
      a.value === null ? [] : [{ item_id: a.item_id, instance: a.instance, value: a.value }],
    ),
    ratings: kept.flatMap((a) =>
      a.rating === null ? [] : [{ item_id: a.item_id, instance: a.instance, rating: a.rating }],
    ),
    instances,
  });
  const byKey = new Map(kept.map((a) => [`${a.item_id}#${a.instance}`, a]));
  const children = new Map<string, Item[]>();
  for (const item of doc.items)
    if (item.parent_id !== null)
      children.set(item.parent_id, [...(children.get(item.parent_id) ?? []), item]);
  const flagged: ReportEntry[] = [];

  const entryOf = (item: Item, instance: number, state: ItemState): ReportEntry => {
    const answer = byKey.get(`${item.id}#${instance}`) ?? null;
    const value = isAnswerable(item) ? (answer?.value ?? null) : state.value;
    const failed = answerFailed(doc, item, value);
    const image = doc.image_markers.find((m) => m.uuid === item.options.image_marker_id);
    const markerImage = image?.file && (answer?.markers.length ?? 0) > 0 ? image : null;
    return { item, instance, state, answer, value, failed, markerImage };
  };

  const walk = (parent: Item, instance: number): ReportNode[] =>
    (children.get(parent.id) ?? []).flatMap((item): ReportNode[] => {
      if (CONTAINERS.has(item.type)) {
        const repeated = item.options['repeatable'] === true;
        const count = repeated ? engine.instanceCount(item.id) : 1;
        return Array.from({ length: count }, (_, k) => (repeated ? k : instance)).flatMap((k) => {
          if (!shown(engine.stateOf(item.id, k))) return [];
          const group = { item, instance: k, repetition: repeated ? k + 1 : null, children: walk(item, k) };
          return group.children.length > 0 ? [{ kind: 'group' as const, group }] : [];
        });
      }
      if (NOT_REPORTED.has(item.type)) return [];
      const repeated = item.options['repeatable'] === true;
      const count = repeated ? engine.instanceCount(item.id) : 1;
      return Array.from({ length: count }, (_, k) => (repeated ? k : instance)).flatMap((k): ReportNode[] => {
        const state = engine.stateOf(item.id, k);
        if (!shown(state)) return [];
        const entry = entryOf(item, k, state);
        // An untitled question nobody answered (the seeded start and end pages hold one) gives a reader nothing.
        if (!item.title.trim() && entry.value === null && !entry.answer) return [];
        if (entry.failed) flagged.push(entry);
        return [{ kind: 'entry', entry }];
      });
    });

  const pages = doc.items
    .filter((item) => item.parent_id === null && SHOWN_PAGES.has(item.type))
    .filter((page) => shown(engine.stateOf(page.id, 0)))
    .map((page) => ({ item: page, instance: 0, repetition: null, children: walk(page, 0) }))
    .filter((page) => page.children.length > 0);
  return { pages, flagged };
}
