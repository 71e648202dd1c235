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

const yesNo = {
  title: 'Yes / No',
  options: [
    { uuid: 'gr-yes', label: 'Yes', color: 'green' },
    { uuid: 'gr-no', label: 'No', color: 'red' },
  ],
};

describe('global responses', () => {
  it('creates, lists, changes, translates and deletes', async () => {
    const created = await ws.admin.request('POST', '/api/checklist/global-response/new', yesNo);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const list = (
      await ws.admin.request('GET', '/api/checklist/global-response/list?with_saved_queries=1&sort=title')
    ).json();
    expect(list).toMatchObject({ table_name: 'global_responses', pagination: { total: 1 } });
    expect(list.list[0]).toMatchObject({ uuid: id, options_count: 2 });

    const one = await ws.admin.request('PUT', '/api/checklist/global-response/options/gr-yes/translate', {
      lang: 'de',
      translation: 'Ja',
    });
    expect(one.json().data.translations).toEqual({ de: { 'gr-yes': 'Ja' } });
    const many = await ws.admin.request('PUT', `/api/checklist/global-response/${id}/fr`, {
      options: [
        { uuid: 'gr-yes', label: 'Oui' },
        { uuid: 'gr-no', label: 'Non' },
      ],
    });
    expect(many.json().data.translations.fr).toEqual({ 'gr-yes': 'Oui', 'gr-no': 'Non' });
    expect(
      (
        await ws.admin.request('PUT', `/api/checklist/global-response/${id}/fr`, {
          options: [{ uuid: 'nope', label: 'x' }],
        })
      ).statusCode,
    ).toBe(422);

    const changed = await ws.admin.request('PUT', `/api/checklist/global-response/${id}`, {
      title: 'Yes / No / N/A',
      options: [yesNo.options[0], { uuid: 'gr-na', label: 'N/A' }],
    });
    expect(changed.json().data.translations).toEqual({ de: { 'gr-yes': 'Ja' }, fr: { 'gr-yes': 'Oui' } });
    expect((await ws.admin.request('DELETE', `/api/checklist/global-response/${id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('DELETE', `/api/checklist/global-response/${id}`)).statusCode).toBe(404);
  });

  it('validates: at least two options, unique option uuids, a known language', async () => {
    for (const body of [
      { title: 'One', options: [{ uuid: 'a', label: 'A' }] },
      {
        title: 'Twins',
        options: [
          { uuid: 'a', label: 'A' },
          { uuid: 'a', label: 'B' },
        ],
      },
      { title: '', options: yesNo.options },
    ])
      expect((await ws.admin.request('POST', '/api/checklist/global-response/new', body)).statusCode).toBe(
        422,
      );
    const id = (await ws.admin.request('POST', '/api/checklist/global-response/new', yesNo)).json().data.id;
    expect(
      (await ws.admin.request('PUT', `/api/checklist/global-response/${id}/xx`, { options: yesNo.options }))
        .statusCode,
    ).toBe(422);
  });

  it('keeps workspaces apart (404) and guards CSRF', async () => {
    const id = (await ws.admin.request('POST', '/api/checklist/global-response/new', yesNo)).json().data.id;
    expect((await other.admin.request('PUT', `/api/checklist/global-response/${id}`, yesNo)).statusCode).toBe(
      404,
    );
    expect((await other.admin.request('DELETE', `/api/checklist/global-response/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await other.admin.request('PUT', '/api/checklist/global-response/options/gr-yes/translate', {
          lang: 'de',
          translation: 'Ja',
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.admin.request('GET', '/api/checklist/global-response/list')).json().list).toEqual([]);
    const csrf = await ws.admin.request('POST', '/api/checklist/global-response/new', yesNo, { csrf: false });
    expect(csrf.statusCode).toBe(403);
  });
});
