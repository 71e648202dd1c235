import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { INSPECTION_STATUSES, satisfies, type Inspection, type ListResponse } from '@fieldbook/domain';
import { inspectionCollaborators, inspectionMedia, inspections, uploadedFiles } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { buildListAnswer, defineListTable, listQueryPlan } from '../../platform/list-query';
import { cachedCount, listVersionSql, type ListSource } from '../../platform/list-query/cached-count';
import { pageLimit, runNamed } from '../../platform/db/named-statement';
import { scopeOf } from '../users/users.service';
import type { Storage } from '../../platform/storage';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { READ_ALL_INSPECTIONS } from './inspection-access';
import { reportPdfFiles } from './report-pdf-files';
import { inspectionListQuery, toListedInspection } from './inspection-list-read';

/** Table names of the inspection list and its archive (saved queries are kept per table). */
export const INSPECTIONS_TABLE = 'inspections';
export const INSPECTIONS_ARCHIVE_TABLE = 'inspections_archive';

function inspectionsTable(tableName: string) {
  return defineListTable({
    tableName,
    columns: {
      template_id: { kind: 'enum', expr: inspections.templateId, elements: 'uuid' },
      asset_id: { kind: 'enum', expr: inspections.assetId, elements: 'uuid' },
      site_id: { kind: 'enum', expr: inspections.siteId, elements: 'uuid' },
      status: { kind: 'enum', expr: inspections.status, options: INSPECTION_STATUSES },
      score: { kind: 'number', expr: inspections.percent },
      started_at: { kind: 'datetime', expr: inspections.startedAt },
      completed_at: { kind: 'datetime', expr: inspections.completedAt },
      updated_at: { kind: 'datetime', expr: inspections.updatedAt, filterable: false },
      conducted_by: { kind: 'enum', expr: inspections.conductedBy, elements: 'uuid' },
      has_issues: { kind: 'switch', when: sql`${inspections.issuesCount} > 0` },
      title: { kind: 'text', expr: inspections.title },
      document_number: { kind: 'text', expr: inspections.documentNumber },
    },
    tiebreaker: inspections.id,
    defaultSort: { key: 'started_at', direction: 'desc' },
  });
}

/** The tables a list's filter reads: a change to either makes its cached total stale (ADR 087, migration 0023). */
const LIST_SOURCES: readonly ListSource[] = ['inspections', 'inspection_collaborators'];

const activeTable = inspectionsTable(INSPECTIONS_TABLE);
const archiveTable = inspectionsTable(INSPECTIONS_ARCHIVE_TABLE);

/** Members without a read-all code see only inspections they conduct or collaborate on (the list, the dashboard). */
export function ownOnly(userId: string): SQL {
  return or(
    eq(inspections.conductedBy, userId),
    sql`exists (select 1 from ${inspectionCollaborators} where ${inspectionCollaborators.orgId} = ${inspections.orgId}
      and ${inspectionCollaborators.inspectionId} = ${inspections.id} and ${inspectionCollaborators.userId} = ${userId})`,
  ) as SQL;
}

/**
 * `archived` as a literal, not a parameter: the page runs as a named statement whose kept generic plan can use the
 * partial indexes on archived / not archived only when the text itself says which (ADR 221).
 */
const archivedIs = (archived: boolean): SQL =>
  archived ? sql`${inspections.archived}` : sql`not ${inspections.archived}`;

/**
 * What a list (or an export of it) may show and asks for: the active or archived rows the caller may read (all,
 * or only their own without a read-all code), narrowed by the query's filters; with the query's sort and page.
 */
export function listWhere(access: RequestAccess, params: Record<string, unknown>, archived: boolean) {
  const table = archived ? archiveTable : activeTable;
  const plan = listQueryPlan(table, params, { timeZone: access.session.user.tzCode });
  const mayReadAll = archived || satisfies(access.permissions, READ_ALL_INSPECTIONS);
  const where = and(
    archivedIs(archived),
    mayReadAll ? undefined : ownOnly(access.session.user.id),
    plan.where,
  );
  return { table, plan, where };
}

/** GET /inspections and /inspections/archive: the shared list-query machinery (filters, sort, page, saved queries). */
export function listInspections(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
  archived: boolean,
): Promise<ListResponse<Inspection>> {
  const { table, plan, where } = listWhere(access, params, archived);
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx) => {
    const page = await runNamed(
      inspectionListQuery(tx, listVersionSql(orgId, LIST_SOURCES))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(pageLimit(plan.limit))
        .offset(plan.offset),
    );
    const counted = { orgId, userId, sources: LIST_SOURCES, version: page[0]?.listVersion };
    const total = await cachedCount(db, tx, counted, inspections, where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, table.tableName) : [];
    return buildListAnswer({
      rows: page.map(toListedInspection),
      total,
      query: plan.query,
      tableName: table.tableName,
      savedQueries: saved,
    });
  });
}

/** POST /inspections/bulk/archive and /bulk/restore: ids of other workspaces match nothing. */
export function setInspectionsArchived(
  db: Db,
  actor: Actor,
  ids: string[],
  archived: boolean,
): Promise<number> {
  return withTenant(db, actor, async (tx, audit) => {
    const changed = await tx
      .update(inspections)
      .set({ archived, updatedAt: new Date() })
      .where(and(inArray(inspections.id, ids), eq(inspections.archived, !archived)))
      .returning({ id: inspections.id });
    await audit({
      action: archived ? 'inspection.archived' : 'inspection.restored',
      entity: 'inspection',
      summary: { ids: changed.map((c) => c.id) },
    });
    return changed.length;
  });
}

/**
 * POST /inspections/bulk/delete: removes the inspections with their answers, changes, collaborators, media and
 * printed PDF rows in one transaction, then those objects from storage once it committed (spec §4: all report data).
 */
export async function deleteInspections(
  db: Db,
  actor: Actor,
  storage: Storage,
  ids: string[],
): Promise<number> {
  const { count, keys } = await withTenant(db, actor, async (tx, audit) => {
    const files = await tx
      .select({ id: uploadedFiles.id, key: uploadedFiles.storageKey, printKey: uploadedFiles.printKey })
      .from(inspectionMedia)
      .innerJoin(
        uploadedFiles,
        and(eq(uploadedFiles.orgId, inspectionMedia.orgId), eq(uploadedFiles.id, inspectionMedia.fileId)),
      )
      .where(inArray(inspectionMedia.inspectionId, ids));
    const removed = await tx
      .delete(inspections)
      .where(inArray(inspections.id, ids))
      .returning({ id: inspections.id });
    const pdfs = await reportPdfFiles(
      tx,
      actor.orgId ?? '',
      removed.map((r) => r.id),
    );
    const rows = [...files, ...pdfs];
    if (rows.length > 0)
      await tx.delete(uploadedFiles).where(
        inArray(
          uploadedFiles.id,
          rows.map((f) => f.id),
        ),
      );
    await audit({
      action: 'inspection.deleted',
      entity: 'inspection',
      summary: { ids: removed.map((r) => r.id) },
    });
    // A photo's print rendition (ADR 220) goes with it.
    const printKeys = files.flatMap((f) => (f.printKey ? [f.printKey] : []));
    return { count: removed.length, keys: [...rows.map((f) => f.key), ...printKeys] };
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return count;
}
