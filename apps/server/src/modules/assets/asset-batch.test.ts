import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomFieldEntry } from '@fieldbook/domain';
import { assets, assetTypes } from '../../db/schema';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { insertAssetBatch } from './asset-batch';

let t: AdminTestApp;
let ws: TestWorkspace;
let actor: Actor;
let typeId: string;

const fields: CustomFieldEntry[] = [
  { key: 'g1', name: 'General', parent_id: null },
  {
    key: 'serial',
    name: 'Serial',
    description: null,
    field_type: 'text',
    is_required: true,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id: 'g1',
  },
  {
    key: 'weight',
    name: 'Weight',
    description: null,
    field_type: 'decimal',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: { value: 1.5 },
    config: { max_digits: 5, decimals: 2 },
    parent_id: 'g1',
  },
];

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  actor = { orgId: ws.orgId, userId: ws.admin.userId };
  typeId = await withTenant(t.db, actor, async (tx) => {
    const [row] = await tx
      .insert(assetTypes)
      .values({ orgId: ws.orgId, name: 'Pump', fields })
      .returning({ id: assetTypes.id });
    return row?.id ?? '';
  });
});
afterAll(() => t.close());

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  row: n,
  asset_id: `A-${n}`,
  display_name: `Pump ${n}`,
  fields: { serial: `S${n}` },
  ...extra,
});

describe('insertAssetBatch', () => {
  it('stores valid rows with defaults and reports duplicates, bad values and missing required fields', async () => {
    const result = await withTenant(t.db, actor, (tx) =>
      insertAssetBatch(tx, actor, typeId, [
        row(1),
        row(2, { fields: { serial: 'S2', weight: '123.456' } }),
        row(3, { fields: {} }),
        row(4, { asset_id: 'A-1' }),
        row(5, { display_name: '' }),
        row(6, { asset_id: 77 }),
      ]),
    );
    expect(result.inserted).toBe(2);
    expect(result.rejected).toEqual([
      expect.objectContaining({
        row: 2,
        reason: { key: 'gen.validations.decimal_places', params: { max: 2 } },
      }),
      expect.objectContaining({ row: 3, reason: { key: 'gen.validations.required' } }),
      expect.objectContaining({ row: 4, reason: { key: 'assets.validation.duplicate_asset_id' } }),
      expect.objectContaining({ row: 5, errors: { display_name: { key: 'gen.validations.required' } } }),
    ]);
    const stored = await withTenant(t.db, actor, (tx) => tx.select().from(assets));
    expect(stored.map((a) => [a.assetId, a.fields])).toEqual(
      expect.arrayContaining([
        ['A-1', { serial: 'S1', weight: 1.5 }],
        ['77', { serial: 'S6', weight: 1.5 }],
      ]),
    );
  });

  it('refuses ids already stored in the workspace and rolls back with the caller’s transaction', async () => {
    const again = await withTenant(t.db, actor, (tx) =>
      insertAssetBatch(tx, actor, typeId, [row(1), row(8)]),
    );
    expect(again.inserted).toBe(1);
    expect(again.rejected.map((r) => r.row)).toEqual([1]);
    await expect(
      withTenant(t.db, actor, async (tx) => {
        await insertAssetBatch(tx, actor, typeId, [row(9)]);
        throw new Error('import failed');
      }),
    ).rejects.toThrow('import failed');
    const ids = await withTenant(t.db, actor, (tx) => tx.select({ id: assets.assetId }).from(assets));
    expect(ids.map((i) => i.id).sort()).toEqual(['77', 'A-1', 'A-8']);
  });
});
