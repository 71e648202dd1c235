import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  fieldDefinitions,
  type Asset,
  type AssetDetail,
  type CustomFieldEntry,
  type FieldValue,
  type ListFilter,
} from '@fieldbook/domain';
import { assets, assetTypes } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { customFieldKind, defineListTable, type CustomFieldKind } from '../../platform/list-query';
import { isoOrNull } from './asset-types.repo';

/** Table name of the asset list. */
export const ASSETS_TABLE = 'assets';
/** Table name of the archived asset list. */
export const ASSETS_ARCHIVE_TABLE = 'assets_archive';

function assetsTable(tableName: string, defaultSort: { key: string; direction: 'asc' | 'desc' }) {
  return defineListTable({
    tableName,
    columns: {
      asset_id: { kind: 'text', expr: assets.assetId },
      display_name: { kind: 'text', expr: assets.displayName },
      type: { kind: 'enum', expr: assets.typeId, elements: 'uuid' },
      last_inspection_at: { kind: 'datetime', expr: assets.lastInspectionAt },
      created_at: { kind: 'datetime', expr: assets.createdAt },
      updated_at: { kind: 'datetime', expr: assets.updatedAt },
      archived_at: { kind: 'datetime', expr: assets.archivedAt },
    },
    tiebreaker: assets.id,
    defaultSort,
    customFields: { column: assets.fields },
  });
}

/** Whitelist of GET /assets/list. */
export const assetsListTable = assetsTable(ASSETS_TABLE, { key: 'display_name', direction: 'asc' });
/** Whitelist of GET /assets/archive. */
export const assetsArchiveTable = assetsTable(ASSETS_ARCHIVE_TABLE, {
  key: 'archived_at',
  direction: 'desc',
});

/** Custom-field keys of every type in the workspace and how they compare: the list's `fields->key` allow-list. */
export async function assetFieldKinds(tx: Executor): Promise<Record<string, CustomFieldKind>> {
  const types = await tx.select({ fields: assetTypes.fields }).from(assetTypes);
  const kinds: Record<string, CustomFieldKind> = {};
  for (const { fields } of types) {
    for (const field of fieldDefinitions(fields)) {
      const kind = customFieldKind(field.field_type);
      kinds[field.key] = kinds[field.key] && kinds[field.key] !== kind ? 'text' : kind;
    }
  }
  return kinds;
}

/**
 * Index hints for custom-field filters (ADR 121): a text `equals` on `fields->key` is also sent as
 * `fields @> {key: value}`, which means the same for text values and lets the GIN index find the rows.
 */
export function fieldContainmentHints(filter: ListFilter, kinds: Record<string, CustomFieldKind>): SQL[] {
  const hints: SQL[] = [];
  for (const [name, entry] of Object.entries(filter)) {
    if (!name.startsWith('fields->') || entry.operator !== 'equals' || entry.not) continue;
    const key = name.slice('fields->'.length);
    if (kinds[key] !== 'text' || (typeof entry.value !== 'string' && typeof entry.value !== 'number'))
      continue;
    hints.push(sql`${assets.fields} @> ${JSON.stringify({ [key]: String(entry.value) })}::jsonb`);
  }
  return hints;
}

/** Columns an asset is read with (its type's name and definitions joined). */
export const assetSelection = {
  id: assets.id,
  assetId: assets.assetId,
  displayName: assets.displayName,
  typeId: assets.typeId,
  typeName: assetTypes.name,
  fields: assets.fields,
  lastInspectionAt: assets.lastInspectionAt,
  archivedAt: assets.archivedAt,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
};

/** The join every asset read uses. */
export const assetTypeJoin = and(eq(assetTypes.orgId, assets.orgId), eq(assetTypes.id, assets.typeId));

type AssetRow = {
  id: string;
  assetId: string;
  displayName: string;
  typeId: string;
  typeName: string;
  fields: Record<string, FieldValue>;
  lastInspectionAt: Date | string | null;
  archivedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** The one mapper from an asset row to the spec's asset (fields as a key → value object). */
export function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    uuid: row.id,
    asset_id: row.assetId,
    display_name: row.displayName,
    type: { id: row.typeId, name: row.typeName },
    fields: row.fields,
    last_inspection_at: isoOrNull(row.lastInspectionAt),
    archived_at: isoOrNull(row.archivedAt),
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** An asset with its values laid out along its type's used fields (spec §3 Dynamic column field). */
export function withFieldEntries(asset: Asset, definitions: readonly CustomFieldEntry[]): AssetDetail {
  return {
    ...asset,
    fields: fieldDefinitions(definitions)
      .filter((f) => f.is_used)
      .map((f) => ({
        key: f.key,
        name: f.name,
        field_type: f.field_type,
        parent_id: f.parent_id,
        value: asset.fields[f.key] ?? null,
      })),
  };
}

/** One asset of the organisation (RLS) with its type's definitions, 404 otherwise. */
export async function readAsset(
  tx: Executor,
  id: string,
  forUpdate = false,
): Promise<{ asset: Asset; typeFields: CustomFieldEntry[]; typeArchived: boolean }> {
  const query = tx
    .select({ ...assetSelection, typeFields: assetTypes.fields, typeArchivedAt: assetTypes.archivedAt })
    .from(assets)
    .innerJoin(assetTypes, assetTypeJoin)
    .where(eq(assets.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: assets }) : await query;
  if (!row) throw errors.notFound();
  return { asset: toAsset(row), typeFields: row.typeFields, typeArchived: row.typeArchivedAt !== null };
}
