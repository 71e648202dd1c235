import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { answerFailed } from '@fieldbook/domain';
import {
  compileProgram,
  RulesEngine,
  validateAnswers,
  type AnswerValue,
  type Evaluation,
  type Program,
  type RuleProblem,
} from '@fieldbook/domain/rules';
import {
  openTemplate,
  templateDocumentSchema,
  type Item,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { templateVersions } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import type { AnswerRow } from './inspections.repo';

/** A published version ready to run: the stored document, its editor shape, the compiled rules and an item index. */
export interface VersionModel {
  stored: Record<string, unknown>;
  doc: TemplateDocument;
  program: Program;
  items: ReadonlyMap<string, Item>;
  /** Index of the repeatable item whose instances an item lives in, by item id (absent outside repeatables). */
  scopeOf: ReadonlyMap<string, string>;
}

const MODEL_CACHE_MAX = 200;
const models = new Map<string, VersionModel>();

/** Builds the runnable model of a stored (server-shape) version document; the same opening the runner uses. */
export function versionModel(stored: Record<string, unknown>): VersionModel {
  const doc = openTemplate(templateDocumentSchema.parse(stored), randomUUID);
  const program = compileProgram(doc);
  const items = new Map(doc.items.map((item) => [item.id, item]));
  const scopeOf = new Map<string, string>();
  program.items.forEach((it, i) => {
    if (it.scope >= 0) scopeOf.set(doc.items[i]!.id, doc.items[it.scope]!.id);
  });
  return { stored, doc, program, items, scopeOf };
}

/**
 * The published version an inspection runs (404 when it is not the workspace's). Versions never change, so the
 * model is kept per workspace, template and version.
 */
export async function loadVersion(
  tx: Executor,
  orgId: string,
  templateId: string,
  version: number,
): Promise<VersionModel> {
  const key = `${orgId}:${templateId}:${version}`;
  const cached = models.get(key);
  if (cached) return cached;
  const [row] = await tx
    .select({ document: templateVersions.document })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)))
    .limit(1);
  if (!row) throw errors.notFound();
  const model = versionModel(row.document);
  if (models.size >= MODEL_CACHE_MAX) models.delete(models.keys().next().value ?? '');
  models.set(key, model);
  return model;
}

/** The id analytics group an item's answers by across versions: its base_id, else its own id. */
export function baseUuidOf(model: VersionModel, itemId: string): string {
  return model.items.get(itemId)?.base_id ?? itemId;
}

/** What one evaluation gives an inspection: totals, each answer's score and failed flag, and the item states. */
export interface InspectionEvaluation {
  evaluation: Evaluation;
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  failedCount: number;
  issuesCount: number;
  perAnswer: Map<string, { score: number | null; maxScore: number | null; flagged: boolean }>;
}

/**
 * The inspection row's totals from an evaluation, as both a change batch and the completion store them; its
 * issues_count counts the issues linked to it instead (ADR 205, "From inspections").
 */
export function totalsOf(result: InspectionEvaluation) {
  const { score, maxScore, percent, failedCount } = result;
  return { score, maxScore, percent, failedCount };
}

/** Key of one item instance in maps. */
export const answerKey = (itemId: string, instance: number): string => `${itemId}#${instance}`;

/**
 * Runs the rules engine over an inspection's merged answers, ratings and instance counts (ADR 194). Answers of
 * instances a later count removed stay stored (a count raised again brings them back) but are not evaluated.
 */
export function evaluateInspection(
  model: VersionModel,
  answers: readonly AnswerRow[],
  instances: Readonly<Record<string, number>>,
): InspectionEvaluation {
  const removed = (a: AnswerRow): boolean => {
    const scope = model.scopeOf.get(a.itemId);
    const count = scope === undefined ? undefined : instances[scope];
    return count !== undefined && a.instance >= count;
  };
  const known = answers.filter((a) => model.items.has(a.itemId) && !removed(a));
  const engine = new RulesEngine(model.program, {
    answers: known.flatMap((a) =>
      a.value === null || a.value === undefined
        ? []
        : [{ item_id: a.itemId, instance: a.instance, value: a.value as AnswerValue }],
    ),
    ratings: known.flatMap((a) =>
      a.rating === null ? [] : [{ item_id: a.itemId, instance: a.instance, rating: a.rating }],
    ),
    instances: Object.fromEntries(Object.entries(instances).filter(([id]) => model.items.has(id))),
  });
  const evaluation = engine.snapshot();
  const states = new Map(evaluation.items.map((s) => [answerKey(s.item_id, s.instance), s]));
  const perAnswer: InspectionEvaluation['perAnswer'] = new Map();
  let failedCount = 0;
  for (const a of known) {
    const state = states.get(answerKey(a.itemId, a.instance));
    const item = model.items.get(a.itemId)!;
    const flagged = !!state?.visible && answerFailed(model.doc, item, (a.value ?? null) as AnswerValue);
    if (flagged) failedCount += 1;
    perAnswer.set(answerKey(a.itemId, a.instance), {
      score: state?.score ?? null,
      maxScore: state && state.max_score > 0 ? state.max_score : null,
      flagged,
    });
  }
  const { score } = evaluation;
  const scores = score.max_score > 0;
  return {
    evaluation,
    score: scores ? score.score : null,
    maxScore: scores ? score.max_score : null,
    percent: score.percentage,
    failedCount,
    issuesCount: evaluation.issues.length,
    perAnswer,
  };
}

/** A completion problem: the item instance and the catalogue key of its message. */
export interface CompletionProblem {
  item_id: string;
  instance: number;
  key: RuleProblem['key'] | 'inspections.validation.note_required' | 'inspections.validation.media_required';
  params?: Record<string, string | number>;
}

/**
 * What stops an inspection from being completed: the domain's answer validation (required, bounds, dates; a media
 * question answered by its media) plus the notes and media the rules require, for every visible item instance.
 */
export function completionProblems(
  model: VersionModel,
  answers: readonly AnswerRow[],
  result: InspectionEvaluation,
  now: Date,
): CompletionProblem[] {
  const byKey = new Map(answers.map((a) => [answerKey(a.itemId, a.instance), a]));
  const hasMedia = (itemId: string, instance: number) =>
    (byKey.get(answerKey(itemId, instance))?.media.length ?? 0) > 0;
  const problems: CompletionProblem[] = validateAnswers(
    model.doc.items,
    result.evaluation.items,
    now,
    hasMedia,
  ).map((p) => ({
    item_id: p.item_id ?? '',
    instance: p.instance ?? 0,
    key: p.key,
    ...(p.params && { params: p.params }),
  }));
  for (const state of result.evaluation.items) {
    if (!state.visible) continue;
    const answer = byKey.get(answerKey(state.item_id, state.instance));
    if (state.note_required && !answer?.note?.trim())
      problems.push({
        item_id: state.item_id,
        instance: state.instance,
        key: 'inspections.validation.note_required',
      });
    if (state.media_required && (answer?.media.length ?? 0) === 0)
      problems.push({
        item_id: state.item_id,
        instance: state.instance,
        key: 'inspections.validation.media_required',
      });
  }
  return problems;
}
