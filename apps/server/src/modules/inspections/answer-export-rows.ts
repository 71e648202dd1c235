import { inArray } from 'drizzle-orm';
import { answerPlainText, type Inspection } from '@fieldbook/domain';
import { markersPlainText } from '@fieldbook/domain/inspections';
import type { AnswerValue } from '@fieldbook/domain/rules';
import { inspectionAnswers } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { loadVersion, type VersionModel } from './inspection-version';
import { peopleById, type InspectionRow } from './inspections.repo';

/** Columns of the one-row-per-answer export, in order. */
export const ANSWER_EXPORT_HEADER = [
  'inspection_id',
  'document_number',
  'inspection',
  'template',
  'template_version',
  'asset',
  'page',
  'item_id',
  'item_base_uuid',
  'question',
  'instance',
  'answer',
  'score',
  'max_score',
  'failed',
  'note',
  'media',
  'markers',
  'answered_at',
  'answered_by',
] as const;

/** Where each item of a version stands in the document, and the title of the page it is on (computed once). */
interface VersionIndex {
  position: Map<string, number>;
  page: Map<string, string>;
}
const indexes = new WeakMap<VersionModel, VersionIndex>();

function indexOf(model: VersionModel): VersionIndex {
  const known = indexes.get(model);
  if (known) return known;
  const position = new Map(model.doc.items.map((item, i) => [item.id, i]));
  const page = new Map<string, string>();
  for (const item of model.doc.items) {
    let top = item;
    while (top.parent_id && model.items.get(top.parent_id)) top = model.items.get(top.parent_id)!;
    page.set(item.id, top.title);
  }
  const index = { position, page };
  indexes.set(model, index);
  return index;
}

/**
 * The answer rows of a batch of inspections, in the batch's order and each inspection's items in document order:
 * the question and its page from the inspection's own template version, the answer as a person reads it.
 */
export async function answerExportRows(
  tx: Executor,
  actor: Actor,
  shown: readonly Inspection[],
  batch: readonly InspectionRow[],
): Promise<unknown[][]> {
  if (batch.length === 0) return [];
  const answers = await tx
    .select({
      inspectionId: inspectionAnswers.inspectionId,
      itemId: inspectionAnswers.itemId,
      instance: inspectionAnswers.instance,
      baseUuid: inspectionAnswers.itemBaseUuid,
      value: inspectionAnswers.value,
      score: inspectionAnswers.score,
      maxScore: inspectionAnswers.maxScore,
      flagged: inspectionAnswers.flagged,
      note: inspectionAnswers.note,
      media: inspectionAnswers.media,
      markers: inspectionAnswers.markers,
      responseAt: inspectionAnswers.responseAt,
      changedBy: inspectionAnswers.changedBy,
    })
    .from(inspectionAnswers)
    .where(
      inArray(
        inspectionAnswers.inspectionId,
        batch.map((row) => row.id),
      ),
    );
  const byInspection = new Map<string, typeof answers>();
  for (const a of answers) {
    const own = byInspection.get(a.inspectionId);
    if (own) own.push(a);
    else byInspection.set(a.inspectionId, [a]);
  }
  const people = await peopleById(
    tx,
    answers.map((a) => a.changedBy),
  );
  const out: unknown[][] = [];
  for (const [k, row] of batch.entries()) {
    const inspection = shown[k]!;
    const model = await loadVersion(tx, actor.orgId ?? '', row.templateId, row.templateVersion);
    const { position, page } = indexOf(model);
    const own = (byInspection.get(row.id) ?? []).sort(
      (a, b) => (position.get(a.itemId) ?? 0) - (position.get(b.itemId) ?? 0) || a.instance - b.instance,
    );
    for (const a of own) {
      const item = model.items.get(a.itemId);
      out.push([
        row.id,
        row.documentNumber,
        row.title,
        inspection.template.title,
        row.templateVersion,
        inspection.asset?.display_name ?? null,
        page.get(a.itemId) ?? null,
        a.itemId,
        a.baseUuid,
        item?.title ?? null,
        a.instance,
        item ? answerPlainText(model.doc, item, a.value as AnswerValue) : JSON.stringify(a.value),
        a.score,
        a.maxScore,
        a.flagged,
        a.note,
        (a.media as { name?: string }[]).map((m) => m.name ?? '').join('\n'),
        markersPlainText(a.markers),
        a.responseAt,
        people.get(a.changedBy)?.name ?? '',
      ]);
    }
  }
  return out;
}
