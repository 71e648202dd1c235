import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  deleteUnusedFieldFrom,
  flagOn,
  chosenIdsOf,
  isGroup,
  prepareFieldsForSave,
  type AssetType,
  type AssetTypeOption,
  type CustomFieldEntry,
  type ListResponse,
} from '@fieldbook/domain';
import { assets, assetTypes } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import type { MessageKey } from '../../platform/i18n/i18n';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import {
  ASSET_TYPES_ARCHIVE_TABLE,
  ASSET_TYPES_TABLE,
  assetTypesArchiveTable,
  assetTypesListTable,
  assetTypeSelection,
  readAssetType,
  toAssetType,
} from './asset-types.repo';
import { likePattern } from '../../platform/db/like';

/** Which list a call reads: active records or the archive. */
export type ListScope = 'active' | 'archived';

/** A stored key for a field or group created in the editor. */
function storedFieldKey(): string {
  return `f_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** Turns domain validation messages into the 422 field map. */
export function fieldMessages(
  map: Record<string, { key: string; params?: Record<string, string | number> }>,
) {
  return Object.fromEntries(
    Object.entries(map).map(([field, m]) => [field, { key: m.key as MessageKey, params: m.params }]),
  ) as Record<string, FieldMessage>;
}

/** 422 for a change to an archived record (spec §4: archived ones accept no updates). */
export function archivedError() {
  return errors.validation(
    { archived_at: { key: 'assets.validation.archived' } },
    'SST_ARCHIVED',
    'assets.validation.archived',
  );
}

/** GET /assets/types/list and /assets/types/archive. */
export function listAssetTypes(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
  scope: ListScope,
): Promise<ListResponse<AssetType>> {
  const table = scope === 'active' ? assetTypesListTable : assetTypesArchiveTable;
  const tableName = scope === 'active' ? ASSET_TYPES_TABLE : ASSET_TYPES_ARCHIVE_TABLE;
  const plan = listQueryPlan(table, params, { timeZone: access.session.user.tzCode });
  const where = and(
    scope === 'active' ? isNull(assetTypes.archivedAt) : isNotNull(assetTypes.archivedAt),
    plan.where,
  );
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select(assetTypeSelection)
      .from(assetTypes)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, assetTypes, where);
    const saved =
      wantsSavedQueries(params) && actor.userId ? await savedQueriesFor(tx, actor.userId, tableName) : [];
    return buildListAnswer({
      rows: rows.map(toAssetType),
      total,
      query: plan.query,
      tableName,
      savedQueries: saved,
    });
  });
}

/** GET /assets/types/all: active types for selectors, by name search, plus any `ids` asked for by id. */
export function assetTypeOptions(
  db: Db,
  actor: Actor,
  query: { limit: number; q?: string; with_fields?: string; ids?: string[]; 'ids[]'?: string[] },
): Promise<AssetTypeOption[]> {
  const ids = chosenIdsOf(query);
  const search: SQL[] = [isNull(assetTypes.archivedAt)];
  if (query.q?.trim()) search.push(ilike(assetTypes.name, likePattern(query.q.trim())));
  const where = ids.length > 0 ? or(and(...search), inArray(assetTypes.id, ids)) : and(...search);
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({ id: assetTypes.id, name: assetTypes.name, fields: assetTypes.fields })
      .from(assetTypes)
      .where(where)
      .orderBy(asc(assetTypes.name), asc(assetTypes.id))
      .limit(query.limit + ids.length);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      ...(flagOn(query.with_fields) && { fields: r.fields.filter((f) => isGroup(f) || f.is_used) }),
    }));
  });
}

async function assertNameFree(tx: Tx, name: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: assetTypes.id })
    .from(assetTypes)
    .where(
      sql`lower(${assetTypes.name}) = lower(${name})${except ? sql` and ${assetTypes.id} <> ${except}::uuid` : sql``}`,
    )
    .limit(1);
  if (clash) throw errors.validation({ name: { key: 'gen.validations.unique' } });
}

function preparedFields(stored: CustomFieldEntry[], incoming: CustomFieldEntry[]): CustomFieldEntry[] {
  const result = prepareFieldsForSave(stored, incoming, storedFieldKey);
  if (!result.ok) throw errors.validation(fieldMessages(result.errors));
  return result.fields;
}

/** POST /assets/types/new. */
export function createAssetType(
  db: Db,
  actor: Actor,
  body: { name: string; fields: CustomFieldEntry[] },
): Promise<AssetType> {
  return withTenant(db, actor, async (tx, audit) => {
    await assertNameFree(tx, body.name);
    const fields = preparedFields([], body.fields);
    const [row] = await tx
      .insert(assetTypes)
      .values({ orgId: actor.orgId as string, name: body.name, fields })
      .returning({ id: assetTypes.id });
    if (!row) throw new Error('asset type insert returned nothing');
    await audit({
      action: 'asset_type.created',
      entity: 'asset_type',
      entityId: row.id,
      summary: { name: body.name },
    });
    return readAssetType(tx, row.id);
  });
}

/** PUT /assets/types/{id}: name and fields; archived types refuse. */
export function updateAssetType(
  db: Db,
  actor: Actor,
  id: string,
  body: { name: string; fields: CustomFieldEntry[] },
): Promise<AssetType> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readAssetType(tx, id, true);
    if (before.archived_at) throw archivedError();
    await assertNameFree(tx, body.name, id);
    const fields = preparedFields(before.fields, body.fields);
    await tx
      .update(assetTypes)
      .set({ name: body.name, fields, updatedAt: new Date() })
      .where(eq(assetTypes.id, id));
    await audit({
      action: 'asset_type.updated',
      entity: 'asset_type',
      entityId: id,
      summary: {
        name: body.name,
        ...(before.name !== body.name && { from: before.name }),
        fields: fields.length,
      },
    });
    return readAssetType(tx, id);
  });
}

/**
 * DELETE /assets/types/{id} (ADR 120): an active type goes to the archive; an archived one is removed for good,
 * which only a type without assets allows.
 */
export function deleteAssetType(db: Db, actor: Actor, id: string): Promise<'archived' | 'deleted'> {
  return withTenant(db, actor, async (tx, audit) => {
    const type = await readAssetType(tx, id, true);
    if (!type.archived_at) {
      await tx.update(assetTypes).set({ archivedAt: new Date() }).where(eq(assetTypes.id, id));
      await audit({
        action: 'asset_type.archived',
        entity: 'asset_type',
        entityId: id,
        summary: { name: type.name },
      });
      return 'archived';
    }
    if (type.assets_count > 0) throw errors.validation({ id: { key: 'assets.validation.type_in_use' } });
    await tx.delete(assetTypes).where(eq(assetTypes.id, id));
    await audit({
      action: 'asset_type.deleted',
      entity: 'asset_type',
      entityId: id,
      summary: { name: type.name },
    });
    return 'deleted';
  });
}

/** PUT /assets/types/{id}/restore and /assets/types/bulk-restore: archived types become active again. */
export function restoreAssetTypes(db: Db, actor: Actor, ids: string[], single: boolean): Promise<number> {
  return withTenant(db, actor, async (tx, audit) => {
    if (single) await readAssetType(tx, ids[0] ?? '');
    const restored = await tx
      .update(assetTypes)
      .set({ archivedAt: null })
      .where(and(inArray(assetTypes.id, ids), isNotNull(assetTypes.archivedAt)))
      .returning({ id: assetTypes.id });
    await audit({
      action: 'asset_type.restored',
      entity: 'asset_type',
      entityId: single ? (ids[0] ?? null) : null,
      summary: { ids: restored.map((r) => r.id) },
    });
    return restored.length;
  });
}

/**
 * DELETE /assets/types/unused-fields/{id}/delete: `id` is the field's stored key, unique in the workspace (ADR 120);
 * the field leaves its type and its values leave that type's assets.
 */
export function deleteUnusedTypeField(db: Db, actor: Actor, key: string): Promise<AssetType> {
  return withTenant(db, actor, async (tx, audit) => {
    const [owner] = await tx
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(sql`${assetTypes.fields} @> ${JSON.stringify([{ key }])}::jsonb`)
      .limit(1);
    if (!owner) throw errors.notFound();
    const type = await readAssetType(tx, owner.id, true);
    if (type.archived_at) throw archivedError();
    const result = deleteUnusedFieldFrom(type.fields, key);
    if (!result.ok) {
      if (result.error === null) throw errors.notFound();
      throw errors.validation(fieldMessages({ id: result.error }));
    }
    await tx
      .update(assetTypes)
      .set({ fields: result.fields, updatedAt: new Date() })
      .where(eq(assetTypes.id, type.id));
    await tx
      .update(assets)
      .set({ fields: sql`${assets.fields} - ${key}::text` })
      .where(and(eq(assets.typeId, type.id), sql`${assets.fields} ? ${key}::text`));
    await audit({
      action: 'asset_type.field_deleted',
      entity: 'asset_type',
      entityId: type.id,
      summary: { key },
    });
    return readAssetType(tx, type.id);
  });
}
