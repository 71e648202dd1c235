import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

describe('custom units', () => {
  it('creates units, refuses duplicates case-insensitively, lists them per workspace', async () => {
    const created = await ws.admin.request('POST', '/api/checklist/custom-units/new', {
      name: 'bar',
      unit_type: 'pressure',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'bar', unit_type: 'pressure' });
    expect(
      (await ws.admin.request('POST', '/api/checklist/custom-units/new', { name: 'BAR' })).statusCode,
    ).toBe(422);
    expect((await ws.admin.request('POST', '/api/checklist/custom-units/new', { name: '' })).statusCode).toBe(
      422,
    );
    expect(
      (await ws.admin.request('GET', '/api/checklist/custom-units/all'))
        .json()
        .data.map((u: { name: string }) => u.name),
    ).toEqual(['bar']);
    expect((await other.admin.request('GET', '/api/checklist/custom-units/all')).json().data).toEqual([]);
    const csrf = await ws.admin.request(
      'POST',
      '/api/checklist/custom-units/new',
      { name: 'kPa' },
      { csrf: false },
    );
    expect(csrf.statusCode).toBe(403);
    const viewer = await t.member(ws, { permissions: [] });
    expect(
      (await viewer.request('POST', '/api/checklist/custom-units/new', { name: 'psi' })).statusCode,
    ).toBe(403);
    expect((await t.anonymous('GET', '/api/checklist/custom-units/all')).statusCode).toBe(401);
  });
});
