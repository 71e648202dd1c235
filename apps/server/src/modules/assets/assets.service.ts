import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  DUPLICATE_ASSET_ID,
  fieldDefinitions,
  flagOn,
  chosenIdsOf,
  validateNewAsset,
  type Asset,
  type AssetDetail,
  type AssetOption,
  type ListResponse,
} from '@fieldbook/domain';
import { assets, assetTypes } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { readAssetType } from './asset-types.repo';
import { archivedError, fieldMessages, type ListScope } from './asset-types.service';
import {
  ASSETS_ARCHIVE_TABLE,
  ASSETS_TABLE,
  assetFieldKinds,
  assetsArchiveTable,
  assetSelection,
  assetsListTable,
  assetTypeJoin,
  fieldContainmentHints,
  readAsset,
  toAsset,
  withFieldEntries,
} from './assets.repo';
import { likePattern } from '../../platform/db/like';

/** Body of POST /assets/new and PUT /assets/{id} after parsing. */
export interface AssetBody {
  asset_id: string;
  display_name: string;
  type_id: string;
  fields: Record<string, unknown>;
}

/** GET /assets/list and /assets/archive, with `fields->key` filters and sorts on the workspace's custom fields. */
export function listAssets(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
  scope: ListScope,
): Promise<ListResponse<Asset>> {
  const table = scope === 'active' ? assetsListTable : assetsArchiveTable;
  const tableName = scope === 'active' ? ASSETS_TABLE : ASSETS_ARCHIVE_TABLE;
  return withTenant(db, actor, async (tx) => {
    const kinds = await assetFieldKinds(tx);
    const plan = listQueryPlan(table, params, {
      timeZone: access.session.user.tzCode,
      customFieldKinds: kinds,
    });
    const where = and(
      scope === 'active' ? isNull(assets.archivedAt) : isNotNull(assets.archivedAt),
      ...fieldContainmentHints(plan.query.filter, kinds),
      plan.where,
    );
    const rows = await tx
      .select(assetSelection)
      .from(assets)
      .innerJoin(assetTypes, assetTypeJoin)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, assets, where);
    const saved =
      wantsSavedQueries(params) && actor.userId ? await savedQueriesFor(tx, actor.userId, tableName) : [];
    return buildListAnswer({
      rows: rows.map(toAsset),
      total,
      query: plan.query,
      tableName,
      savedQueries: saved,
    });
  });
}

/** GET /assets/search: active assets whose asset id or name contains q, plus any `ids` asked for. */
export function searchAssets(
  db: Db,
  actor: Actor,
  query: { limit: number; q?: string; with_fields?: string; ids?: string[]; 'ids[]'?: string[] },
): Promise<AssetOption[]> {
  const ids = chosenIdsOf(query);
  const search: (SQL | undefined)[] = [isNull(assets.archivedAt)];
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    search.push(or(ilike(assets.assetId, pattern), ilike(assets.displayName, pattern)));
  }
  const where = ids.length > 0 ? or(and(...search), inArray(assets.id, ids)) : and(...search);
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({
        id: assets.id,
        assetId: assets.assetId,
        displayName: assets.displayName,
        typeId: assets.typeId,
        fields: assets.fields,
      })
      .from(assets)
      .where(where)
      .orderBy(asc(assets.displayName), asc(assets.id))
      .limit(query.limit + ids.length);
    return rows.map((r) => ({
      id: r.id,
      asset_id: r.assetId,
      display_name: r.displayName,
      type_id: r.typeId,
      ...(flagOn(query.with_fields) && { fields: r.fields }),
    }));
  });
}

/** GET /assets/{id}: fields as definitions with values, or as an object with fields_as_object. */
export async function getAsset(db: Db, actor: Actor, id: string, asObject: boolean): Promise<AssetDetail> {
  const { asset, typeFields } = await withTenant(db, actor, (tx) => readAsset(tx, id));
  return asObject ? asset : withFieldEntries(asset, typeFields);
}

async function assertAssetIdFree(tx: Tx, assetId: string, except?: string): Promise<void> {
  const [clash] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.assetId, assetId)).limit(1);
  if (clash && clash.id !== except) throw errors.validation({ asset_id: { key: DUPLICATE_ASSET_ID } });
}

/** The definitions of the chosen type; an unknown type, or an archived one newly chosen, is a 422 on type_id. */
async function chosenTypeFields(tx: Tx, typeId: string, allowArchived = false) {
  const type = await readAssetType(tx, typeId).catch(() => null);
  if (!type) throw errors.validation({ type_id: { key: 'gen.validations.invalid_option' } });
  if (type.archived_at && !allowArchived) {
    throw errors.validation({ type_id: { key: 'assets.validation.type_archived' } });
  }
  return fieldDefinitions(type.fields);
}

function validated(
  definitions: ReturnType<typeof fieldDefinitions>,
  body: AssetBody,
  applyDefaults: boolean,
): { asset_id: string; display_name: string; fields: Record<string, string | number | null> } {
  const result = validateNewAsset(definitions, body, { applyDefaults });
  if (!result.ok) throw errors.validation(fieldMessages(result.errors));
  return result.value;
}

/** POST /assets/new: values checked by the type's definitions, defaults filled, asset id unique. */
export function createAsset(db: Db, actor: Actor, body: AssetBody): Promise<AssetDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const definitions = await chosenTypeFields(tx, body.type_id);
    const value = validated(definitions, body, true);
    await assertAssetIdFree(tx, value.asset_id);
    const [row] = await tx
      .insert(assets)
      .values({
        orgId: actor.orgId as string,
        assetId: value.asset_id,
        displayName: value.display_name,
        typeId: body.type_id,
        fields: value.fields,
      })
      .returning({ id: assets.id });
    if (!row) throw new Error('asset insert returned nothing');
    await audit({
      action: 'asset.created',
      entity: 'asset',
      entityId: row.id,
      summary: { asset_id: value.asset_id, display_name: value.display_name },
    });
    const { asset, typeFields } = await readAsset(tx, row.id);
    return withFieldEntries(asset, typeFields);
  });
}

/**
 * PUT /assets/{id}: archived assets refuse. Values not sent keep their stored value while the type stays the same,
 * so parked (unused) fields keep their data; defaults are never re-applied.
 */
export function updateAsset(db: Db, actor: Actor, id: string, body: AssetBody): Promise<AssetDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const { asset: before } = await readAsset(tx, id, true);
    if (before.archived_at) throw archivedError();
    const sameType = before.type.id === body.type_id;
    const definitions = await chosenTypeFields(tx, body.type_id, sameType);
    const merged = { ...body, fields: sameType ? { ...before.fields, ...body.fields } : body.fields };
    const value = validated(definitions, merged, false);
    await assertAssetIdFree(tx, value.asset_id, id);
    await tx
      .update(assets)
      .set({
        assetId: value.asset_id,
        displayName: value.display_name,
        typeId: body.type_id,
        fields: value.fields,
        updatedAt: new Date(),
      })
      .where(eq(assets.id, id));
    await audit({
      action: 'asset.updated',
      entity: 'asset',
      entityId: id,
      summary: { asset_id: value.asset_id, display_name: value.display_name },
    });
    const { asset, typeFields } = await readAsset(tx, id);
    return withFieldEntries(asset, typeFields);
  });
}

/** DELETE /assets/{id} (ADR 120): an active asset goes to the archive, an archived one is removed for good. */
export function deleteAsset(db: Db, actor: Actor, id: string): Promise<'archived' | 'deleted'> {
  return withTenant(db, actor, async (tx, audit) => {
    const { asset } = await readAsset(tx, id, true);
    const summary = { asset_id: asset.asset_id, display_name: asset.display_name };
    if (!asset.archived_at) {
      await tx.update(assets).set({ archivedAt: new Date() }).where(eq(assets.id, id));
      await audit({ action: 'asset.archived', entity: 'asset', entityId: id, summary });
      return 'archived';
    }
    await tx.delete(assets).where(eq(assets.id, id));
    await audit({ action: 'asset.deleted', entity: 'asset', entityId: id, summary });
    return 'deleted';
  });
}

/** PUT /assets/bulk-archive, /assets/bulk-restore and /assets/{id}/restore: ids of other workspaces match nothing. */
export function setAssetsArchived(
  db: Db,
  actor: Actor,
  ids: string[],
  archived: boolean,
  single = false,
): Promise<number> {
  return withTenant(db, actor, async (tx, audit) => {
    if (single) await readAsset(tx, ids[0] ?? '');
    const changed = await tx
      .update(assets)
      .set({ archivedAt: archived ? new Date() : null })
      .where(
        and(inArray(assets.id, ids), archived ? isNull(assets.archivedAt) : isNotNull(assets.archivedAt)),
      )
      .returning({ id: assets.id });
    await audit({
      action: archived ? 'asset.archived' : 'asset.restored',
      entity: 'asset',
      entityId: single ? (ids[0] ?? null) : null,
      summary: { ids: changed.map((c) => c.id) },
    });
    return changed.length;
  });
}
