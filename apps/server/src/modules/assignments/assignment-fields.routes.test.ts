import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testField } from '../assets/assets-test-data';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { assignmentFixture, scheduleBody } from './assignments-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
let keys: { area: string; shift: string };
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  fixture = await assignmentFixture(ws.admin, 'F');
  const saved = await ws.admin.request('PUT', '/api/assignment/settings/custom-fields', {
    fields: [
      { key: 'new_g', name: 'General', parent_id: null },
      testField('new_area', 'new_g', { name: 'Area', is_required: true }),
      testField('new_shift', 'new_g', { name: 'Shift', default_value: { value: 'Early' } }),
    ],
  });
  const fields: { key: string; name: string }[] = saved.json().data.fields;
  keys = {
    area: fields.find((f) => f.name === 'Area')?.key ?? '',
    shift: fields.find((f) => f.name === 'Shift')?.key ?? '',
  };
}, 60_000);
afterAll(() => t.close());

const body = (fields: Record<string, unknown>) => ({
  ...scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
  fields,
});

describe('assignment custom fields (the settings of /settings/assignment)', () => {
  it('requires the required ones, fills defaults on create only, and replaces the values on update', async () => {
    const missing = await ws.admin.request('POST', '/api/assignment/new', body({}));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toHaveProperty([`fields.${keys.area}`]);

    const created = await ws.admin.request('POST', '/api/assignment/new', body({ [keys.area]: 'Hall 3' }));
    expect(created.statusCode).toBe(201);
    const a = created.json().data;
    expect(a.fields).toEqual({ [keys.area]: 'Hall 3', [keys.shift]: 'Early' });

    const updated = await ws.admin.request('PUT', `/api/assignment/${a.id}`, body({ [keys.area]: 'Hall 4' }));
    // PUT replaces the assignment: a field left out is cleared, not defaulted again.
    expect(updated.json().data.fields).toEqual({ [keys.area]: 'Hall 4', [keys.shift]: null });
  });

  it('drops conditions on a field removed from the asset type when the assignment is saved again', async () => {
    const a = (
      await ws.admin.request('POST', '/api/assignment/new', {
        ...body({ [keys.area]: 'Yard' }),
        dynamic_assets: {
          asset_type_id: fixture.typeId,
          conditions: [
            { field: fixture.serial, operator: 'starts-with', value: 'S-' },
            { field: fixture.site, operator: 'equals', value: 'North' },
          ],
        },
      })
    ).json().data;
    expect(a.dynamic_assets.conditions).toHaveLength(2);
    const type = (await ws.admin.request('GET', `/api/assets/types/${fixture.typeId}`)).json().data;
    const kept = type.fields.map((f: { key: string; is_used?: boolean }) =>
      f.key === fixture.site ? { ...f, is_used: false } : f,
    );
    const typeSaved = await ws.admin.request('PUT', `/api/assets/types/${fixture.typeId}`, {
      name: type.name,
      fields: kept,
    });
    expect(typeSaved.statusCode).toBe(200);
    const again = await ws.admin.request('PUT', `/api/assignment/${a.id}`, {
      ...body({ [keys.area]: 'Yard' }),
      dynamic_assets: a.dynamic_assets,
    });
    expect(again.json().data.dynamic_assets.conditions).toEqual([
      { field: fixture.serial, operator: 'starts-with', value: 'S-' },
    ]);
  });
});
