import { eq, sql } from 'drizzle-orm';
import { usedFieldCount, type AssetType, type CustomFieldEntry } from '@fieldbook/domain';
import { assetTypes } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of the asset type list and of its archive. */
export const ASSET_TYPES_TABLE = 'asset_types';
/** Table name of the archived asset type list. */
export const ASSET_TYPES_ARCHIVE_TABLE = 'asset_types_archive';

/** How many assets (active or archived) have the type; outer columns named in full, as Drizzle leaves them bare. */
const assetsCount = sql<number>`(select count(*)::int from assets a where a.org_id = "asset_types"."org_id" and a.type_id = "asset_types"."id")`;
/** How many used fields the type has (spec §3 "number of fields"). */
const fieldsCount = sql<number>`(select count(*)::int from jsonb_array_elements("asset_types"."fields") f where f ->> 'parent_id' is not null and coalesce((f ->> 'is_used')::boolean, true))`;

function typesTable(tableName: string) {
  return defineListTable({
    tableName,
    columns: {
      name: { kind: 'text', expr: assetTypes.name },
      fields_count: { kind: 'number', expr: fieldsCount, integer: true },
      assets_count: { kind: 'number', expr: assetsCount, integer: true },
      created_at: { kind: 'datetime', expr: assetTypes.createdAt },
      updated_at: { kind: 'datetime', expr: assetTypes.updatedAt },
      archived_at: { kind: 'datetime', expr: assetTypes.archivedAt },
    },
    tiebreaker: assetTypes.id,
    defaultSort: { key: 'name', direction: 'asc' },
  });
}

/** Whitelist of GET /assets/types/list. */
export const assetTypesListTable = typesTable(ASSET_TYPES_TABLE);
/** Whitelist of GET /assets/types/archive. */
export const assetTypesArchiveTable = typesTable(ASSET_TYPES_ARCHIVE_TABLE);

/** Columns an asset type is read with. */
export const assetTypeSelection = {
  id: assetTypes.id,
  name: assetTypes.name,
  fields: assetTypes.fields,
  archivedAt: assetTypes.archivedAt,
  createdAt: assetTypes.createdAt,
  updatedAt: assetTypes.updatedAt,
  assetsCount,
};

type AssetTypeRow = {
  id: string;
  name: string;
  fields: CustomFieldEntry[];
  archivedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  assetsCount: number;
};

/** ISO text of a timestamp column, null kept. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The one mapper from an asset type row to the spec's asset type. */
export function toAssetType(row: AssetTypeRow): AssetType {
  return {
    id: row.id,
    uuid: row.id,
    name: row.name,
    fields: row.fields,
    fields_count: usedFieldCount(row.fields),
    assets_count: Number(row.assetsCount),
    archived_at: isoOrNull(row.archivedAt),
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** One asset type of the organisation (RLS), 404 otherwise; `forUpdate` locks it against concurrent saves. */
export async function readAssetType(tx: Executor, id: string, forUpdate = false): Promise<AssetType> {
  const query = tx.select(assetTypeSelection).from(assetTypes).where(eq(assetTypes.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return toAssetType(row);
}
