import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CustomFieldEntry } from '@fieldbook/domain/custom-fields/index';
import type { GlobalList } from '@fieldbook/domain';
import { globalLists } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';
import type { ListSource } from '../../platform/list-query/cached-count';
import { likePattern } from '../../platform/db/like';

/** Table name of the active global lists. */
export const GLOBAL_LISTS_TABLE = 'global_lists';
/** Table name of the archived global lists. */
export const GLOBAL_LISTS_ARCHIVE_TABLE = 'global_lists_archive';

/** Tables the global-list and list-item answers read (lists, item counts and items, saved queries). */
export const GLOBAL_LIST_SOURCES: readonly ListSource[] = [
  'global_lists',
  'global_list_items',
  'saved_queries',
];

/** Number of active items of a list (outer columns named in full: Drizzle leaves them unqualified). */
export const listItemsCount = sql<number>`(select count(*)::int from global_list_items i where i.org_id = global_lists.org_id and i.list_id = global_lists.id and i.archived_at is null)`;
const parentName = sql<
  string | null
>`(select p.name from global_lists p where p.org_id = global_lists.org_id and p.id = global_lists.parent_id)`;

/** Whitelist of both global-list tables (active and archive differ only in their base filter). */
export function globalListsListTable(tableName: string) {
  return defineListTable({
    tableName,
    columns: {
      name: { kind: 'text', expr: globalLists.name },
      count: { kind: 'number', expr: listItemsCount, integer: true },
      created_at: { kind: 'datetime', expr: globalLists.createdAt },
      updated_at: { kind: 'datetime', expr: globalLists.updatedAt },
      archived_at: { kind: 'datetime', expr: globalLists.archivedAt },
    },
    tiebreaker: globalLists.id,
    defaultSort: { key: 'name', direction: 'asc' },
  });
}

/** Base filter of the active or archived lists. */
export function archivedWhere(archived: boolean): SQL {
  return archived ? isNotNull(globalLists.archivedAt) : isNull(globalLists.archivedAt);
}

/** Columns a global list is read with. */
export const globalListSelection = {
  id: globalLists.id,
  name: globalLists.name,
  parentId: globalLists.parentId,
  parentName,
  fields: globalLists.fields,
  count: listItemsCount,
  archivedAt: globalLists.archivedAt,
  createdAt: globalLists.createdAt,
  updatedAt: globalLists.updatedAt,
};

type Stamp = Date | string;
/** A row as {@link globalListSelection} reads it. */
export interface GlobalListRow {
  id: string;
  name: string;
  parentId: string | null;
  parentName: string | null;
  fields: CustomFieldEntry[];
  count: number;
  archivedAt: Stamp | null;
  createdAt: Stamp;
  updatedAt: Stamp;
}

const iso = (value: Stamp) => new Date(value).toISOString();

/** The one mapper from a global-list row to the spec's global list. */
export function toGlobalList(row: GlobalListRow): GlobalList {
  return {
    id: row.id,
    uuid: row.id,
    name: row.name,
    fields: row.fields,
    count: Number(row.count),
    parent: row.parentId ? { id: row.parentId, name: row.parentName ?? '' } : null,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt === null ? null : iso(row.archivedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** One global list of the organisation (RLS), 404 otherwise. */
export async function readGlobalList(tx: Executor, id: string): Promise<GlobalList> {
  const [row] = await tx.select(globalListSelection).from(globalLists).where(eq(globalLists.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return toGlobalList(row);
}

/** The list row locked for an update, so concurrent saves of its definitions queue up. */
export async function lockGlobalList(tx: Executor, id: string): Promise<GlobalList> {
  await tx.execute(sql`select 1 from global_lists where id = ${id}::uuid for update`);
  return readGlobalList(tx, id);
}

/** Active lists for selectors (GET /resources/global-lists/all). */
export function globalListOptions(
  tx: Executor,
  options: { q?: string | undefined; ids?: string[] | undefined; limit: number },
) {
  const conditions: SQL[] = [isNull(globalLists.archivedAt)];
  if (options.q) conditions.push(ilike(globalLists.name, likePattern(options.q)));
  if (options.ids) conditions.push(inArray(globalLists.id, options.ids));
  return tx
    .select({ id: globalLists.id, name: globalLists.name, count: listItemsCount, fields: globalLists.fields })
    .from(globalLists)
    .where(and(...conditions))
    .orderBy(asc(globalLists.name), asc(globalLists.id))
    .limit(options.limit);
}
