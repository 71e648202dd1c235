import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenancy';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { insertListItemBatch } from './list-item-batch';

let t: AdminTestApp;
let ws: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
});
afterAll(() => t.close());

const fields = [
  { key: 'g', name: 'General', parent_id: null },
  { key: 'code', name: 'Code', field_type: 'integer', is_required: true, parent_id: 'g' },
  { key: 'note', name: 'Note', field_type: 'text', default_value: { value: 'n/a' }, parent_id: 'g' },
];

describe('insertListItemBatch', () => {
  it('stores valid rows in the caller’s transaction and reports refused rows with reasons', async () => {
    const list = (
      await ws.admin.request('POST', '/api/resources/global-lists/new', { name: 'Parts', fields })
    ).json().data;
    await ws.admin.request('POST', `/api/resources/global-lists/${list.id}/items/new`, {
      item_id: 'P-1',
      display_name: 'Existing',
      fields: { code: 1 },
    });
    const actor = { orgId: ws.orgId, userId: ws.admin.userId };
    const result = await withTenant(t.db, actor, (tx) =>
      insertListItemBatch(tx, actor, list.id, [
        { item_id: 'P-2', display_name: 'Bolt', fields: { code: '7' } },
        { item_id: 'p-1', display_name: 'Clash with stored', fields: { code: 2 } },
        { item_id: 'P-3', display_name: 'No code', fields: {} },
        { item_id: 'P-2', display_name: 'Clash in batch', fields: { code: 3 } },
        { item_id: '', display_name: 'No id', fields: { code: 4 } },
        { item_id: 'P-4', display_name: 'Bad code', fields: { code: '1.5' } },
      ]),
    );
    expect(result.inserted).toBe(1);
    expect(result.rejected).toEqual([
      { row: 1, reason: { field: 'item_id', key: 'resources.validations.duplicate_item_id' } },
      { row: 2, reason: { field: 'fields.code', key: 'gen.validations.required' } },
      { row: 3, reason: { field: 'item_id', key: 'resources.validations.duplicate_item_id' } },
      { row: 4, reason: { field: 'item_id', key: 'gen.validations.required' } },
      { row: 5, reason: { field: 'fields.code', key: 'gen.validations.invalid_type' } },
    ]);
    const items = (
      await ws.admin.request('GET', `/api/resources/global-lists/${list.id}/items?sort=item_id`)
    ).json();
    expect(items.list.map((i: { item_id: string; fields: unknown }) => [i.item_id, i.fields])).toEqual([
      ['P-1', { code: 1, note: 'n/a' }],
      ['P-2', { code: 7, note: 'n/a' }],
    ]);
  });

  it('leaves nothing behind when the caller’s transaction fails', async () => {
    const list = (
      await ws.admin.request('POST', '/api/resources/global-lists/new', { name: 'Rollback', fields })
    ).json().data;
    const actor = { orgId: ws.orgId, userId: ws.admin.userId };
    await expect(
      withTenant(t.db, actor, async (tx) => {
        await insertListItemBatch(tx, actor, list.id, [
          { item_id: 'A', display_name: 'A', fields: { code: 1 } },
        ]);
        throw new Error('importer failed later');
      }),
    ).rejects.toThrow('importer failed later');
    const items = (await ws.admin.request('GET', `/api/resources/global-lists/${list.id}/items`)).json();
    expect(items.pagination.total).toBe(0);
  });
});
