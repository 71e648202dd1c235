import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { fieldDefinitions } from '@fieldbook/domain/custom-fields/definition-changes';
import type { GlobalList, ListItem, ListItemRequest, ListResponse } from '@fieldbook/domain';
import { globalListItems } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, customFieldKind, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { scopeOf } from '../users/users.service';
import { lockGlobalList, readGlobalList } from './global-lists.repo';
import { checkListItem } from './list-item-values';
import {
  itemsOfList,
  LIST_ITEMS_ARCHIVE_TABLE,
  LIST_ITEMS_TABLE,
  listItemSelection,
  listItemsListTable,
  readListItem,
  toListItem,
} from './list-items.repo';
import { archivedError, domainValidationError } from './resource-errors';

const activeTable = listItemsListTable(LIST_ITEMS_TABLE);
const archiveTable = listItemsListTable(LIST_ITEMS_ARCHIVE_TABLE);

/** GET /resources/global-lists/{id}/items and /items/archive; the list's fields are the custom-field whitelist. */
export function listListItems(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  listId: string,
  params: Record<string, unknown>,
  archived: boolean,
): Promise<ListResponse<ListItem>> {
  const { userId } = scopeOf(actor);
  const table = archived ? archiveTable : activeTable;
  return withTenant(db, actor, async (tx) => {
    const list = await readGlobalList(tx, listId);
    const customFieldKinds = Object.fromEntries(
      fieldDefinitions(list.fields).map((f) => [f.key, customFieldKind(f.field_type)]),
    );
    const plan = listQueryPlan(table, params, { timeZone: access.session.user.tzCode, customFieldKinds });
    const where = and(itemsOfList(listId, archived), plan.where);
    const rows = await tx
      .select(listItemSelection)
      .from(globalListItems)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, globalListItems, where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, table.tableName) : [];
    return buildListAnswer({
      rows: rows.map(toListItem),
      total,
      query: plan.query,
      tableName: table.tableName,
      savedQueries: saved,
    });
  });
}

async function activeList(tx: Tx, listId: string): Promise<GlobalList> {
  const list = await lockGlobalList(tx, listId);
  if (list.archived) throw archivedError();
  return list;
}

async function assertItemIdFree(tx: Tx, listId: string, itemId: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: globalListItems.id })
    .from(globalListItems)
    .where(
      sql`${globalListItems.listId} = ${listId}::uuid and lower(${globalListItems.itemId}) = lower(${itemId})${except ? sql` and ${globalListItems.id} <> ${except}::uuid` : sql``}`,
    )
    .limit(1);
  if (clash) throw errors.validation({ item_id: { key: 'resources.validations.duplicate_item_id' } });
}

/** POST /resources/global-lists/{id}/items/new: values checked against the list's definitions, defaults filled. */
export function createListItem(
  db: Db,
  actor: Actor,
  listId: string,
  body: ListItemRequest,
): Promise<ListItem> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const list = await activeList(tx, listId);
    const checked = checkListItem(list, body, true);
    if (!checked.ok) throw domainValidationError(checked.errors);
    await assertItemIdFree(tx, listId, checked.itemId);
    const [row] = await tx
      .insert(globalListItems)
      .values({
        orgId,
        listId,
        itemId: checked.itemId,
        displayName: checked.displayName,
        fields: checked.fields,
      })
      .returning({ id: globalListItems.id });
    if (!row) throw new Error('list item insert returned nothing');
    await audit({
      action: 'global_list_item.created',
      entity: 'global_list_item',
      entityId: row.id,
      summary: { list: list.name, item_id: checked.itemId, display_name: checked.displayName },
    });
    return readListItem(tx, listId, row.id);
  });
}

/** PUT /resources/global-lists/{id}/items/{itemId}: archived items (and items of archived lists) are read-only. */
export function updateListItem(
  db: Db,
  actor: Actor,
  listId: string,
  id: string,
  body: ListItemRequest,
): Promise<ListItem> {
  return withTenant(db, actor, async (tx, audit) => {
    const list = await activeList(tx, listId);
    const before = await readListItem(tx, listId, id);
    if (before.archived) throw archivedError();
    const parked = Object.fromEntries(
      fieldDefinitions(list.fields)
        .filter((f) => !f.is_used && before.fields[f.key] !== undefined)
        .map((f) => [f.key, before.fields[f.key]]),
    );
    const checked = checkListItem(list, { ...body, fields: { ...parked, ...body.fields } }, false);
    if (!checked.ok) throw domainValidationError(checked.errors);
    await assertItemIdFree(tx, listId, checked.itemId, id);
    await tx
      .update(globalListItems)
      .set({
        itemId: checked.itemId,
        displayName: checked.displayName,
        fields: checked.fields,
        updatedAt: new Date(),
      })
      .where(eq(globalListItems.id, id));
    await audit({
      action: 'global_list_item.updated',
      entity: 'global_list_item',
      entityId: id,
      summary: { list: list.name, item_id: checked.itemId, display_name: checked.displayName },
    });
    return readListItem(tx, listId, id);
  });
}

/** DELETE …/items/{itemId}: an active item is archived, an archived one deleted (ADR 125). */
export function deleteListItem(
  db: Db,
  actor: Actor,
  listId: string,
  id: string,
): Promise<'archived' | 'deleted'> {
  return withTenant(db, actor, async (tx, audit) => {
    const list = await activeList(tx, listId);
    const item = await readListItem(tx, listId, id);
    const summary = { list: list.name, item_id: item.item_id, display_name: item.display_name };
    if (!item.archived) {
      await tx
        .update(globalListItems)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(globalListItems.id, id));
      await audit({ action: 'global_list_item.archived', entity: 'global_list_item', entityId: id, summary });
      return 'archived';
    }
    await tx.delete(globalListItems).where(eq(globalListItems.id, id));
    await audit({ action: 'global_list_item.deleted', entity: 'global_list_item', entityId: id, summary });
    return 'deleted';
  });
}

/**
 * PUT …/items/{itemId}/restore, …/items/bulk-archive and …/items/bulk-restore: every id must be an item of the
 * list (404 otherwise); items already in the target state are left alone. Returns how many changed.
 */
export function setListItemsArchived(
  db: Db,
  actor: Actor,
  listId: string,
  ids: readonly string[],
  archive: boolean,
): Promise<number> {
  return withTenant(db, actor, async (tx, audit) => {
    const list = await activeList(tx, listId);
    const unique = [...new Set(ids)];
    const inList = and(eq(globalListItems.listId, listId), inArray(globalListItems.id, unique));
    const found = await tx.select({ id: globalListItems.id }).from(globalListItems).where(inList);
    if (found.length !== unique.length) throw errors.notFound();
    const changed = await tx
      .update(globalListItems)
      .set({ archivedAt: archive ? new Date() : null, updatedAt: new Date() })
      .where(
        and(inList, archive ? isNull(globalListItems.archivedAt) : isNotNull(globalListItems.archivedAt)),
      )
      .returning({ id: globalListItems.id });
    await audit({
      action: archive ? 'global_list_item.bulk_archived' : 'global_list_item.bulk_restored',
      entity: 'global_list',
      entityId: listId,
      summary: { list: list.name, item_ids: changed.map((c) => c.id) },
    });
    return changed.length;
  });
}
