import { inArray } from 'drizzle-orm';
import {
  DUPLICATE_ASSET_ID,
  fieldDefinitions,
  validateNewAsset,
  type AssetImportRow,
  type RejectedAssetRow,
  type ValidAssetRow,
} from '@fieldbook/domain';
import { assets } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { readAssetType } from './asset-types.repo';

/** Outcome of one batch: how many assets were stored and which rows were refused, with why. */
export interface AssetBatchResult {
  inserted: number;
  rejected: RejectedAssetRow[];
}

/** Rows per INSERT statement, well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

function reject(row: number, errorMap: RejectedAssetRow['errors']): RejectedAssetRow {
  const [first] = Object.values(errorMap);
  return { row, reason: first ?? { key: 'gen.validations.invalid_type' }, errors: errorMap };
}

async function existingIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ assetId: assets.assetId }).from(assets).where(inArray(assets.assetId, ids));
  return new Set(rows.map((r) => r.assetId));
}

/**
 * Validates and inserts a batch of new assets of one type inside the caller's tenant transaction (the bulk
 * importer's unit of work): defaults filled, values checked by the type's definitions, asset ids unique in the
 * workspace and across rows already inserted in the same transaction. Refused rows are reported, never stored.
 * The type must exist and be active (404 / 422 otherwise). Writes no activity row: the caller logs the import.
 */
export async function insertAssetBatch(
  tx: Tx,
  actor: Actor,
  typeId: string,
  rows: readonly AssetImportRow[],
): Promise<AssetBatchResult> {
  if (!actor.orgId) throw errors.forbidden();
  const type = await readAssetType(tx, typeId);
  if (type.archived_at) throw errors.validation({ type_id: { key: 'assets.validation.type_archived' } });
  const definitions = fieldDefinitions(type.fields);
  const rejected: RejectedAssetRow[] = [];
  const valid: ValidAssetRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const result = validateNewAsset(definitions, row, { applyDefaults: true });
    if (!result.ok) rejected.push(reject(row.row, result.errors));
    else if (seen.has(result.value.asset_id))
      rejected.push(reject(row.row, { asset_id: { key: DUPLICATE_ASSET_ID } }));
    else {
      seen.add(result.value.asset_id);
      valid.push({ row: row.row, ...result.value });
    }
  }
  let inserted = 0;
  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const taken = await existingIds(
      tx,
      chunk.map((r) => r.asset_id),
    );
    const fresh = chunk.filter((r) => !taken.has(r.asset_id));
    for (const r of chunk)
      if (taken.has(r.asset_id)) rejected.push(reject(r.row, { asset_id: { key: DUPLICATE_ASSET_ID } }));
    if (fresh.length === 0) continue;
    const stored = await tx
      .insert(assets)
      .values(
        fresh.map((r) => ({
          orgId: actor.orgId as string,
          assetId: r.asset_id,
          displayName: r.display_name,
          typeId,
          fields: r.fields,
        })),
      )
      .onConflictDoNothing()
      .returning({ assetId: assets.assetId });
    const storedIds = new Set(stored.map((s) => s.assetId));
    for (const r of fresh)
      if (!storedIds.has(r.asset_id)) rejected.push(reject(r.row, { asset_id: { key: DUPLICATE_ASSET_ID } }));
    inserted += stored.length;
  }
  rejected.sort((a, b) => a.row - b.row);
  return { inserted, rejected };
}
