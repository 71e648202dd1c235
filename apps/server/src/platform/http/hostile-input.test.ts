import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestApp,
  type AdminTestApp,
  type TestWorkspace,
} from '../../modules/users/admin-test-app';

/**
 * The reproductions of issue 17 item 8 and 9 (answered 500 or silently ignored before): each is refused with a
 * 422 whose field map names the field, in the caller's language, and changes nothing.
 */

let t: AdminTestApp;
let ws: TestWorkspace;
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'enterprise' });
});
afterAll(() => t.close());

async function folderCount(): Promise<number> {
  const res = await ws.admin.request('GET', '/api/checklist/template/folder/all');
  return (res.json().data as unknown[]).length;
}

describe('hostile text', () => {
  it.each([
    ['a NUL byte', 'Plant\u0000A'],
    ['a lone surrogate', 'Plant \ud800'],
    ['a lone low surrogate', '\udc00 Plant'],
  ])('%s in a string is refused with the field named', async (_name, title) => {
    const before = await folderCount();
    const res = await ws.admin.request(
      'POST',
      '/api/checklist/template/folder/new',
      { title, parent_id: null },
      { lang: 'de' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: '_VALIDATION_FAILED',
      data: { title: expect.stringContaining('unzulässige Zeichen') },
    });
    expect(await folderCount()).toBe(before);
  });

  it('a proper surrogate pair (an emoji) is still accepted', async () => {
    const res = await ws.admin.request('POST', '/api/checklist/template/folder/new', {
      title: 'Plant 🏭',
      parent_id: null,
    });
    expect(res.statusCode).toBe(201);
  });

  it('a NUL byte in a key or a nested value names its path', async () => {
    const res = await ws.admin.request('POST', '/api/resources/sites/structures/new', {
      title: 'Sites',
      structure: [{ title: 'Hall\u0000', is_site: true }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data)).toEqual(['structure.0.title']);
  });

  it('an encoded NUL as a path parameter is refused', async () => {
    const res = await ws.admin.request('PUT', '/api/checklist/global-response/options/%00/translate', {
      labels: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toHaveProperty('id');
  });

  it('a NUL byte in a query parameter is refused', async () => {
    const res = await ws.admin.request('GET', '/api/user/search-user-group?q=%00');
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toHaveProperty('q');
  });
});

describe('ids in the query', () => {
  it('GET /resources/global-lists/all?ids=<uuid> answers with the named lists', async () => {
    const created = await ws.admin.request('POST', '/api/resources/global-lists/new', {
      name: 'Valves',
      fields: [],
    });
    const id = created.json().data.id as string;
    const one = await ws.admin.request('GET', `/api/resources/global-lists/all?ids=${id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    const two = await ws.admin.request('GET', `/api/resources/global-lists/all?ids[]=${id}&ids[]=${UUID}`);
    expect(two.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('file-manager folder ids that are not uuids are refused, not cast by the database', async () => {
    const res = await ws.admin.request('GET', '/api/file-manager/folders?ids=1e400');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data)[0]).toMatch(/^ids/);
  });
});

describe('malformed multipart on every upload and import call', () => {
  const uploads = [
    '/api/file/upload',
    '/api/assets/bulk-import/preview',
    '/api/assets/bulk-import',
    '/api/resources/global-lists/bulk-import/preview',
    '/api/resources/global-lists/bulk-import',
    '/api/checklist/settings/ratings',
  ];
  const bodies = [
    ['no boundary', 'multipart/form-data', 'x'],
    [
      'truncated',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b',
    ],
    ['garbage', 'multipart/form-data; boundary=b', '\u0001\u0002garbage'],
  ] as const;
  it.each(uploads.flatMap((url) => bodies.map(([name, type, body]) => [url, name, type, body] as const)))(
    'POST %s with a %s body → 422 naming file',
    async (url, _name, type, body) => {
      const res = await ws.admin.request('POST', url, body, { headers: { 'content-type': type } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().data).toHaveProperty('file');
    },
  );
});

describe('list parameters', () => {
  it('an unknown parameter such as filter[type_id] is refused with 422 naming it', async () => {
    const res = await ws.admin.request('GET', '/api/assets/list?filter[type_id]=1', undefined, {
      lang: 'fr',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: '_VALIDATION_FAILED',
      data: { 'filter[type_id]': "Ce champ n'est pas accepté." },
    });
  });

  it('a list whose parameters are extended (templates: q) refuses unknown ones and keeps its own', async () => {
    expect((await ws.admin.request('GET', '/api/checklist/template/list?sort_by=title')).statusCode).toBe(
      422,
    );
    expect((await ws.admin.request('GET', '/api/checklist/template/list?q=x&limit=10')).statusCode).toBe(200);
  });

  it('the parameters the web sends are accepted', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ status: { operator: 'exists-in', value: ['active'] } }),
    );
    const res = await ws.admin.request(
      'GET',
      `/api/user/list?limit=50&page=1&sort=created_at%3Adesc&filter=${filter}&with_saved_queries=1`,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
