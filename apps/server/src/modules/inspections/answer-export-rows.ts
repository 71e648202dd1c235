import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { answerTextWith, optionLabels } from '@fieldbook/domain';
import { markersPlainText, type AnswerMarker } from '@fieldbook/domain/inspections';
import type { AnswerValue } from '@fieldbook/domain/rules';
import { assets, inspectionAnswers, inspections, templates, users } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { readAhead } from '../../platform/db/read-ahead';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { executeRows } from '../../platform/list-query/count-rows';
import { loadVersion, type VersionModel } from './inspection-version';
import { memberName } from '../users/member-name';

/**
 * Inspections read per transaction (about 13 answers each on the bench). Small on purpose: a batch's rows live from
 * the driver's parse until they are encoded, the next batch's alongside (read-ahead), and rows that outlive two
 * young-generation collections are promoted. At 500 (6,500 rows) every row was, and the old generation grew with
 * the export (ADR 222 addendum); at 50 they die young.
 */
const ANSWER_BATCH = 50;

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

/** What the answer rows take from an item of a version, computed once per version rather than once per answer. */
interface ItemColumns {
  position: number;
  page: string;
  title: string;
  labels: ReadonlyMap<string, string>;
}
const itemColumns = new WeakMap<VersionModel, ReadonlyMap<string, ItemColumns>>();

function columnsOf(model: VersionModel): ReadonlyMap<string, ItemColumns> {
  const known = itemColumns.get(model);
  if (known) return known;
  const columns = new Map<string, ItemColumns>();
  model.doc.items.forEach((item, position) => {
    let top = item;
    while (top.parent_id && model.items.get(top.parent_id)) top = model.items.get(top.parent_id)!;
    columns.set(item.id, {
      position,
      page: top.title,
      title: item.title,
      labels: optionLabels(model.doc, item),
    });
  });
  itemColumns.set(model, columns);
  return columns;
}

/** One inspection of a batch as the driver gives it (raw SQL, no Drizzle mapping: ADR 222). */
interface BatchInspection {
  id: string;
  document_number: string;
  title: string;
  template_id: string;
  template_version: number;
  template: string;
  asset: string | null;
  keyset_at: string;
}

/** One answer as the driver gives it; `answered_ms` is a plain number so no date is parsed per row. */
interface BatchAnswer {
  inspection_id: string;
  item_id: string;
  instance: number;
  base_uuid: string;
  value: AnswerValue;
  score: number | null;
  max_score: number | null;
  flagged: boolean;
  note: string | null;
  media: { name?: string }[];
  markers: AnswerMarker[];
  answered_ms: number;
  answered_by: string;
}

type Keyset = { startedAt: string; id: string };

function readInspections(tx: Executor, where: SQL | undefined): Promise<BatchInspection[]> {
  return executeRows<BatchInspection>(
    tx,
    sql`select ${inspections.id} as id, ${inspections.documentNumber} as document_number,
        ${inspections.title} as title, ${inspections.templateId} as template_id,
        ${inspections.templateVersion} as template_version, coalesce(${templates.title}, '') as template,
        ${assets.displayName} as asset, ${inspections.startedAt}::text as keyset_at
      from ${inspections}
      left join ${templates} on ${templates.orgId} = ${inspections.orgId} and ${templates.id} = ${inspections.templateId}
      left join ${assets} on ${assets.orgId} = ${inspections.orgId} and ${assets.id} = ${inspections.assetId}
      where ${where ?? sql`true`}
      order by ${inspections.startedAt} desc, ${inspections.id} desc limit ${sql.raw(String(ANSWER_BATCH))}`,
  );
}

function readAnswers(tx: Executor, ids: string[]): Promise<BatchAnswer[]> {
  return executeRows<BatchAnswer>(
    tx,
    sql`select ${inspectionAnswers.inspectionId} as inspection_id, ${inspectionAnswers.itemId} as item_id,
        ${inspectionAnswers.instance} as instance, ${inspectionAnswers.itemBaseUuid} as base_uuid,
        ${inspectionAnswers.value} as value, ${inspectionAnswers.score} as score,
        ${inspectionAnswers.maxScore} as max_score, ${inspectionAnswers.flagged} as flagged,
        ${inspectionAnswers.note} as note, ${inspectionAnswers.media} as media,
        ${inspectionAnswers.markers} as markers,
        floor(extract(epoch from ${inspectionAnswers.responseAt}) * 1000)::float8 as answered_ms,
        coalesce(${memberName(users.firstName, users.lastName)}, '') as answered_by
      from ${inspectionAnswers}
      left join ${users} on ${users.id} = ${inspectionAnswers.changedBy}
      where ${inArray(inspectionAnswers.inspectionId, ids)}`,
  );
}

/** The answers of a batch by inspection, and the item columns of each inspection's version (read before encoding). */
async function batchParts(tx: Executor, orgId: string, batch: BatchInspection[], answers: BatchAnswer[]) {
  const byInspection = new Map<string, BatchAnswer[]>();
  for (const a of answers) {
    const own = byInspection.get(a.inspection_id);
    if (own) own.push(a);
    else byInspection.set(a.inspection_id, [a]);
  }
  const columns = new Map<string, ReadonlyMap<string, ItemColumns>>();
  for (const row of batch)
    if (byInspection.has(row.id))
      columns.set(row.id, columnsOf(await loadVersion(tx, orgId, row.template_id, row.template_version)));
  return { byInspection, columns };
}

/**
 * The answer rows of one batch, in the batch's order and each inspection's items in document order, made one at a
 * time as the writer asks for them (a lazy batch, see RowBatches).
 */
function* batchRows(
  batch: BatchInspection[],
  { byInspection, columns }: Awaited<ReturnType<typeof batchParts>>,
): Generator<unknown[]> {
  for (const row of batch) {
    const own = byInspection.get(row.id);
    const items = columns.get(row.id);
    if (!own || !items) continue;
    own.sort(
      (a, b) =>
        (items.get(a.item_id)?.position ?? 0) - (items.get(b.item_id)?.position ?? 0) ||
        a.instance - b.instance,
    );
    for (const a of own) {
      const item = items.get(a.item_id);
      yield [
        row.id,
        row.document_number,
        row.title,
        row.template,
        row.template_version,
        row.asset,
        item?.page ?? null,
        a.item_id,
        a.base_uuid,
        item?.title ?? null,
        a.instance,
        item ? answerTextWith(item.labels, a.value) : JSON.stringify(a.value),
        a.score,
        a.max_score,
        a.flagged,
        a.note,
        a.media.map((m) => m.name ?? '').join('\n'),
        markersPlainText(a.markers),
        new Date(a.answered_ms),
        a.answered_by,
      ];
    }
  }
}

/**
 * The answer rows of the chosen inspections in batches: inspections by keyset on the list's start-time order (newest
 * first), each batch's answers in the same short transaction, read raw, and the next batch read while this one is
 * encoded (ADR 222). The question, its page and option labels come from each inspection's own template version.
 */
export function answerExportBatches(
  db: Db,
  actor: Actor,
  chosen: SQL | undefined,
): AsyncGenerator<Iterable<unknown[]>> {
  const orgId = actor.orgId ?? '';
  return readAhead<Iterable<unknown[]>, Keyset>((last) =>
    withTenant(db, actor, async (tx) => {
      const after = last
        ? sql`(${inspections.startedAt}, ${inspections.id}) < (${last.startedAt}::timestamptz, ${last.id}::uuid)`
        : undefined;
      const batch = await readInspections(tx, and(chosen, after));
      const tail = batch.at(-1);
      const answers =
        batch.length === 0
          ? []
          : await readAnswers(
              tx,
              batch.map((r) => r.id),
            );
      return {
        batch: batchRows(batch, await batchParts(tx, orgId, batch, answers)),
        next: batch.length === ANSWER_BATCH && tail ? { startedAt: tail.keyset_at, id: tail.id } : undefined,
      };
    }),
  );
}
