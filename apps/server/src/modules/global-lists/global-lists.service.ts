import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  applyDefinitionChanges,
  unusedFieldDeleteRefusal,
} from '@fieldbook/domain/custom-fields/definition-changes';
import type { GlobalList, GlobalListRequest, ListResponse } from '@fieldbook/domain';
import { globalListItems, globalLists } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { scopeOf } from '../users/users.service';
import { generateFieldKey } from './field-keys';
import {
  archivedWhere,
  GLOBAL_LISTS_ARCHIVE_TABLE,
  GLOBAL_LISTS_TABLE,
  globalListSelection,
  globalListsListTable,
  lockGlobalList,
  readGlobalList,
  toGlobalList,
} from './global-lists.repo';
import { archivedError, domainValidationError } from './resource-errors';

const activeTable = globalListsListTable(GLOBAL_LISTS_TABLE);
const archiveTable = globalListsListTable(GLOBAL_LISTS_ARCHIVE_TABLE);

/** GET /resources/global-lists and /archive. */
export function listGlobalLists(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
  archived: boolean,
): Promise<ListResponse<GlobalList>> {
  const { userId } = scopeOf(actor);
  const table = archived ? archiveTable : activeTable;
  const plan = listQueryPlan(table, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const where = and(archivedWhere(archived), plan.where);
    const rows = await tx
      .select(globalListSelection)
      .from(globalLists)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, globalLists, where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, table.tableName) : [];
    return buildListAnswer({
      rows: rows.map(toGlobalList),
      total,
      query: plan.query,
      tableName: table.tableName,
      savedQueries: saved,
    });
  });
}

async function assertNameFree(tx: Tx, name: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: globalLists.id })
    .from(globalLists)
    .where(
      sql`lower(${globalLists.name}) = lower(${name})${except ? sql` and ${globalLists.id} <> ${except}::uuid` : sql``}`,
    )
    .limit(1);
  if (clash) throw errors.validation({ name: { key: 'gen.validations.unique' } });
}

/** A parent must be another active list that has no parent itself (one level, ADR 125). */
async function assertParent(tx: Tx, parentId: string | null, self?: string): Promise<void> {
  if (parentId === null) return;
  const refuse = () => errors.validation({ parent_id: { key: 'resources.validations.parent_invalid' } });
  if (parentId === self) throw refuse();
  const [parent] = await tx
    .select({ archivedAt: globalLists.archivedAt, parentId: globalLists.parentId })
    .from(globalLists)
    .where(eq(globalLists.id, parentId))
    .limit(1);
  if (!parent || parent.archivedAt !== null || parent.parentId !== null) throw refuse();
  if (self) {
    const [child] = await tx
      .select({ id: globalLists.id })
      .from(globalLists)
      .where(eq(globalLists.parentId, self))
      .limit(1);
    if (child) throw refuse();
  }
}

function definitionsOrThrow(
  stored: GlobalList['fields'],
  incoming: GlobalListRequest['fields'],
): GlobalList['fields'] {
  const result = applyDefinitionChanges(stored, incoming, generateFieldKey);
  if ('errors' in result) throw domainValidationError(result.errors);
  return result.entries;
}

/** POST /resources/global-lists/new. */
export function createGlobalList(db: Db, actor: Actor, body: GlobalListRequest): Promise<GlobalList> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    await assertNameFree(tx, body.name);
    await assertParent(tx, body.parent_id);
    const fields = definitionsOrThrow([], body.fields);
    const [row] = await tx
      .insert(globalLists)
      .values({ orgId, name: body.name, parentId: body.parent_id, fields })
      .returning({ id: globalLists.id });
    if (!row) throw new Error('global list insert returned nothing');
    await audit({
      action: 'global_list.created',
      entity: 'global_list',
      entityId: row.id,
      summary: { name: body.name, fields: fields.length },
    });
    return readGlobalList(tx, row.id);
  });
}

/** PUT /resources/global-lists/{id}: name, parent and field definitions; archived lists are read-only. */
export function updateGlobalList(
  db: Db,
  actor: Actor,
  id: string,
  body: GlobalListRequest,
): Promise<GlobalList> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await lockGlobalList(tx, id);
    if (before.archived) throw archivedError();
    await assertNameFree(tx, body.name, id);
    await assertParent(tx, body.parent_id, id);
    const fields = definitionsOrThrow(before.fields, body.fields);
    await tx
      .update(globalLists)
      .set({ name: body.name, parentId: body.parent_id, fields, updatedAt: new Date() })
      .where(eq(globalLists.id, id));
    await audit({
      action: 'global_list.updated',
      entity: 'global_list',
      entityId: id,
      summary: { from: before.name, to: body.name, fields: fields.length },
    });
    return readGlobalList(tx, id);
  });
}

/** DELETE /resources/global-lists/{id}: an active list is archived; an archived one is deleted with its items. */
export function deleteGlobalList(db: Db, actor: Actor, id: string): Promise<'archived' | 'deleted'> {
  return withTenant(db, actor, async (tx, audit) => {
    const list = await lockGlobalList(tx, id);
    if (!list.archived) {
      await tx
        .update(globalLists)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(globalLists.id, id));
      await audit({
        action: 'global_list.archived',
        entity: 'global_list',
        entityId: id,
        summary: { name: list.name },
      });
      return 'archived';
    }
    await tx.update(globalLists).set({ parentId: null }).where(eq(globalLists.parentId, id));
    await tx.delete(globalLists).where(eq(globalLists.id, id));
    await audit({
      action: 'global_list.deleted',
      entity: 'global_list',
      entityId: id,
      summary: { name: list.name, items: list.count },
    });
    return 'deleted';
  });
}

/** PUT /resources/global-lists/{id}/restore and /bulk-restore: archived lists become active again. */
export function restoreGlobalLists(db: Db, actor: Actor, ids: readonly string[]): Promise<number> {
  return withTenant(db, actor, async (tx, audit) => {
    const unique = [...new Set(ids)];
    const found = await tx
      .select({ id: globalLists.id })
      .from(globalLists)
      .where(inArray(globalLists.id, unique));
    if (found.length !== unique.length) throw errors.notFound();
    const restored = await tx
      .update(globalLists)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(and(inArray(globalLists.id, unique), isNotNull(globalLists.archivedAt)))
      .returning({ id: globalLists.id, name: globalLists.name });
    for (const list of restored) {
      await audit({
        action: 'global_list.restored',
        entity: 'global_list',
        entityId: list.id,
        summary: { name: list.name },
      });
    }
    return restored.length;
  });
}

/** DELETE /resources/global-lists/{id}/unused-fields/{fieldId}/delete: drops the definition and its stored values. */
export function deleteUnusedListField(db: Db, actor: Actor, id: string, key: string): Promise<GlobalList> {
  return withTenant(db, actor, async (tx, audit) => {
    const list = await lockGlobalList(tx, id);
    if (list.archived) throw archivedError();
    const refusal = unusedFieldDeleteRefusal(list.fields, key);
    if (refusal === 'not_found') throw errors.notFound();
    if (refusal) throw domainValidationError({ field: refusal });
    await tx
      .update(globalLists)
      .set({ fields: list.fields.filter((entry) => entry.key !== key), updatedAt: new Date() })
      .where(eq(globalLists.id, id));
    await tx
      .update(globalListItems)
      .set({ fields: sql`${globalListItems.fields} - ${key}::text` })
      .where(and(eq(globalListItems.listId, id), sql`${globalListItems.fields} ? ${key}::text`));
    await audit({
      action: 'global_list.field_deleted',
      entity: 'global_list',
      entityId: id,
      summary: { name: list.name, field: key },
    });
    return readGlobalList(tx, id);
  });
}
