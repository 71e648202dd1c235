import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Inspection, InspectionExportQuery } from '@fieldbook/domain';
import { inspections } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { answerExportBatches, ANSWER_EXPORT_HEADER } from './answer-export-rows';
import { listWhere } from './inspection-list.service';
import { toInspections, type InspectionRow } from './inspections.repo';

/** Inspections read per transaction: small enough for a short transaction, large enough for few round trips. */
const EXPORT_BATCH = 500;

/** Columns of the one-row-per-inspection export, in order. */
export const INSPECTION_EXPORT_HEADER = [
  'id',
  'document_number',
  'title',
  'template',
  'template_version',
  'status',
  'archived',
  'asset_id',
  'asset',
  'site',
  'conducted_by',
  'collaborators',
  'timezone',
  'started_at',
  'completed_at',
  'score',
  'max_score',
  'percent',
  'failed_count',
  'issues_count',
  'latitude',
  'longitude',
] as const;

function inspectionRow(i: Inspection): unknown[] {
  return [
    i.id,
    i.document_number,
    i.title,
    i.template.title,
    i.template.version,
    i.status,
    i.archived,
    i.asset?.asset_id ?? null,
    i.asset?.display_name ?? null,
    i.site?.name ?? null,
    i.conducted_by.name,
    i.collaborators.map((c) => c.name).join('\n'),
    i.timezone,
    new Date(i.started_at),
    i.completed_at ? new Date(i.completed_at) : null,
    i.score,
    i.max_score,
    i.percent,
    i.failed_count,
    i.issues_count,
    i.location?.lat ?? null,
    i.location?.lng ?? null,
  ];
}

/** After the last row of the previous batch in the export's order (newest start first, then id). */
function after(last: InspectionRow | undefined): SQL | undefined {
  return last
    ? sql`(${inspections.startedAt}, ${inspections.id}) < (${last.startedAt.toISOString()}::timestamptz, ${last.id}::uuid)`
    : undefined;
}

/**
 * The rows of an inspections export in batches, the header first: the list's filter (or the selected ids) read by
 * keyset on the list's start-time index, each batch in its own short transaction, so memory and locks stay small
 * however many rows match. Rows per answer are read raw, the next batch while this one is encoded (ADR 222).
 */
export async function* inspectionExportRows(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  query: InspectionExportQuery,
  archived: boolean,
): AsyncGenerator<Iterable<readonly unknown[]>> {
  const { where } = listWhere(access, { filter: query.filter, sort: query.sort }, archived);
  const chosen = query.ids
    ? and(where, query.ids.length > 0 ? inArray(inspections.id, query.ids) : sql`false`)
    : where;
  if (query.rows === 'answers') {
    yield [ANSWER_EXPORT_HEADER];
    yield* answerExportBatches(db, actor, chosen);
    return;
  }
  yield [INSPECTION_EXPORT_HEADER];
  let last: InspectionRow | undefined;
  for (;;) {
    const { rows, more } = await withTenant(db, actor, async (tx) => {
      const batch = await readBatch(tx, and(chosen, after(last)));
      last = batch.at(-1);
      return {
        rows: (await toInspections(tx, batch)).map(inspectionRow),
        more: batch.length === EXPORT_BATCH,
      };
    });
    yield rows;
    if (!more) return;
  }
}

async function readBatch(tx: Executor, where: SQL | undefined): Promise<InspectionRow[]> {
  return tx
    .select()
    .from(inspections)
    .where(where)
    .orderBy(desc(inspections.startedAt), desc(inspections.id))
    .limit(EXPORT_BATCH);
}
