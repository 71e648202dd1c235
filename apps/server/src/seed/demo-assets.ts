import { eq } from 'drizzle-orm';
import { assets } from '../db/schema';
import type { Db } from '../platform/db/client';
import { withTenant, type Actor } from '../platform/db/tenancy';
import { insertAssetBatch } from '../modules/assets/asset-batch';
import { createAssetType } from '../modules/assets/asset-types.service';

/** The demo's asset types and how many assets of each (30 in all), with their id prefix and names. */
const DEMO_ASSETS = [
  {
    type: 'Forklift',
    prefix: 'FL',
    count: 10,
    names: ['Toyota 8FBE18', 'Linde E20', 'Jungheinrich EFG 216'],
  },
  { type: 'Fire extinguisher', prefix: 'EXT', count: 14, names: ['CO2 5 kg', 'Foam 6 l', 'Powder 6 kg'] },
  {
    type: 'Fire door',
    prefix: 'FD',
    count: 6,
    names: ['Stairwell door', 'Corridor door', 'Plant room door'],
  },
] as const;

/** The demo assets made: the type id and asset ids of every demo asset type, by type name. */
export type DemoAssets = Map<string, { typeId: string; assetIds: string[] }>;

/**
 * Creates the demo asset types and 30 assets through the assets module (the importer's batch insert), so they
 * are checked like any other asset.
 */
export async function seedDemoAssets(db: Db, actor: Actor): Promise<DemoAssets> {
  const made: DemoAssets = new Map();
  for (const group of DEMO_ASSETS) {
    const type = await createAssetType(db, actor, { name: group.type, fields: [] });
    const rows = Array.from({ length: group.count }, (_, i) => ({
      row: i + 1,
      asset_id: `${group.prefix}-${String(i + 1).padStart(2, '0')}`,
      display_name: `${group.names[i % group.names.length]} #${i + 1}`,
      fields: {},
    }));
    const assetIds = await withTenant(db, actor, async (tx) => {
      const result = await insertAssetBatch(tx, actor, type.id, rows);
      if (result.rejected.length > 0)
        throw new Error(`demo assets refused: ${JSON.stringify(result.rejected)}`);
      const stored = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(eq(assets.typeId, type.id))
        .orderBy(assets.assetId);
      return stored.map((a) => a.id);
    });
    made.set(group.type, { typeId: type.id, assetIds });
  }
  return made;
}
