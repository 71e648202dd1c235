import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FieldValue } from '@fieldbook/domain/custom-fields/index';
import type { ListItem } from '@fieldbook/domain';
import { globalListItems } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of a list's active items. */
export const LIST_ITEMS_TABLE = 'global_list_items';
/** Table name of a list's archived items. */
export const LIST_ITEMS_ARCHIVE_TABLE = 'global_list_items_archive';

/** Whitelist of the item tables; custom-field values filter and sort as `fields->key`. */
export function listItemsListTable(tableName: string) {
  return defineListTable({
    tableName,
    columns: {
      item_id: { kind: 'text', expr: globalListItems.itemId },
      display_name: { kind: 'text', expr: globalListItems.displayName },
      created_at: { kind: 'datetime', expr: globalListItems.createdAt },
      updated_at: { kind: 'datetime', expr: globalListItems.updatedAt },
      archived_at: { kind: 'datetime', expr: globalListItems.archivedAt },
    },
    tiebreaker: globalListItems.id,
    defaultSort: { key: 'display_name', direction: 'asc' },
    customFields: { column: globalListItems.fields },
  });
}

/** Base filter of one list's active or archived items. */
export function itemsOfList(listId: string, archived: boolean): SQL {
  return and(
    eq(globalListItems.listId, listId),
    archived ? isNotNull(globalListItems.archivedAt) : isNull(globalListItems.archivedAt),
  ) as SQL;
}

/** Columns an item is read with. */
export const listItemSelection = {
  id: globalListItems.id,
  listId: globalListItems.listId,
  itemId: globalListItems.itemId,
  displayName: globalListItems.displayName,
  fields: globalListItems.fields,
  archivedAt: globalListItems.archivedAt,
  createdAt: globalListItems.createdAt,
  updatedAt: globalListItems.updatedAt,
};

type Stamp = Date | string;
const iso = (value: Stamp) => new Date(value).toISOString();

/** The one mapper from an item row to the spec's list item. */
export function toListItem(row: {
  id: string;
  listId: string;
  itemId: string;
  displayName: string;
  fields: Record<string, FieldValue>;
  archivedAt: Stamp | null;
  createdAt: Stamp;
  updatedAt: Stamp;
}): ListItem {
  return {
    id: row.id,
    list_id: row.listId,
    item_id: row.itemId,
    display_name: row.displayName,
    fields: row.fields,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt === null ? null : iso(row.archivedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** One item of one list (RLS), 404 otherwise (also when it belongs to another list). */
export async function readListItem(tx: Executor, listId: string, id: string): Promise<ListItem> {
  const [row] = await tx
    .select(listItemSelection)
    .from(globalListItems)
    .where(and(eq(globalListItems.id, id), eq(globalListItems.listId, listId)))
    .limit(1);
  if (!row) throw errors.notFound();
  return toListItem(row);
}
