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

const base = '/api/resources/sites';
const tree = {
  title: 'Plants',
  structure: [
    {
      title: 'Germany',
      children: [
        {
          title: 'Berlin plant',
          is_site: true,
          columns: [{ id: 'c1', key: 'code', title: 'Code', type: 'text', required: true }],
        },
        { title: 'Hamburg plant', is_site: true },
      ],
    },
    { title: 'France', children: [{ title: 'Lyon plant', is_site: true }] },
  ],
};

describe('sites', () => {
  it('creates, reads, edits structures and searches sites for the tree selector', async () => {
    const created = await ws.admin.request('POST', `${base}/structures/new`, tree);
    expect(created.statusCode).toBe(201);
    const structure = created.json().data;
    expect(structure.nodes_count).toBe(5);
    const germany = structure.structure[0];
    expect(germany.children.map((c: { title: string }) => c.title)).toEqual([
      'Berlin plant',
      'Hamburg plant',
    ]);
    expect(germany.children[0]).toMatchObject({
      parent_id: germany.id,
      is_site: true,
      columns: [{ key: 'code', unique: false }],
    });

    const roots = (await ws.admin.request('GET', `${base}/search`)).json().data;
    expect(roots.map((r: { title: string; has_children: boolean }) => [r.title, r.has_children])).toEqual([
      ['Germany', true],
      ['France', true],
    ]);
    const children = (await ws.admin.request('GET', `${base}/search?parent_id=${germany.id}`)).json().data;
    expect(children.map((c: { title: string }) => c.title)).toEqual(['Berlin plant', 'Hamburg plant']);
    const found = (await ws.admin.request('GET', `${base}/search?q=lyon`)).json().data;
    expect(found).toMatchObject([{ title: 'Lyon plant', structure_title: 'Plants', has_children: false }]);
    const byIds = (await ws.admin.request('GET', `${base}/search?ids=${germany.id}`)).json().data;
    expect(byIds).toHaveLength(1);
    const bracketed = await ws.admin.request(
      'GET',
      `${base}/search?${encodeURIComponent('ids[]')}=${germany.id}&${encodeURIComponent('ids[]')}=${germany.children[0].id}`,
    );
    expect(bracketed.json().data).toHaveLength(2);
    expect((await ws.admin.request('GET', `${base}/search?ids=nope`)).statusCode).toBe(422);

    const moved = {
      title: 'Plants EU',
      structure: [
        {
          id: germany.id,
          title: 'Deutschland',
          children: [{ id: germany.children[1].id, title: 'Hamburg', is_site: true }],
        },
        { title: 'Spain', children: [{ id: germany.children[0].id, title: 'Berlin moved', is_site: true }] },
      ],
    };
    const saved = await ws.admin.request('PUT', `${base}/structures/${structure.id}`, moved);
    expect(saved.statusCode).toBe(200);
    const after = saved.json().data;
    expect(after.title).toBe('Plants EU');
    expect(after.nodes_count).toBe(4);
    expect(after.structure[1].children[0]).toMatchObject({
      id: germany.children[0].id,
      title: 'Berlin moved',
    });
    expect((await ws.admin.request('GET', `${base}/search?q=lyon`)).json().data).toEqual([]);

    const list = (await ws.admin.request('GET', `${base}/structures/all?with_saved_queries=1`)).json();
    expect(list).toMatchObject({ table_name: 'site_structures', pagination: { total: 1 } });
    const root = list.list[0];
    expect(root).toMatchObject({
      id: structure.id,
      kind: 'structure',
      depth: 0,
      expanded: false,
      hidden: false,
    });
    expect(root.children[1].children[0]).toMatchObject({ title: 'Berlin moved', depth: 2, kind: 'node' });
    expect((await ws.admin.request('GET', `${base}/structures/${structure.id}`)).json().data.title).toBe(
      'Plants EU',
    );
  });

  it('answers bad trees with 422 and writes nothing', async () => {
    const other1 = (
      await ws.admin.request('POST', `${base}/structures/new`, {
        title: 'Other',
        structure: [{ title: 'X' }],
      })
    ).json().data;
    const bad: [unknown, string][] = [
      [
        { title: 'T', structure: [{ title: 'A', children: [{ title: ' ' }] }] },
        'structure.0.children.0.title',
      ],
      [{ title: '', structure: [] }, 'title'],
      [{ title: 'T', structure: [{ id: other1.structure[0].id, title: 'Stolen' }] }, 'structure.0.id'],
      [
        {
          title: 'T',
          structure: [
            {
              title: 'A',
              columns: [
                { id: 'a', key: 'k', title: 'K', type: 'text' },
                { id: 'b', key: 'k', title: 'L', type: 'text' },
              ],
            },
          ],
        },
        'structure.0.columns.1.key',
      ],
    ];
    for (const [body, field] of bad) {
      const answer = await ws.admin.request('POST', `${base}/structures/new`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().data).toHaveProperty([field]);
    }
    const nodeTitle = await ws.admin.request('POST', `${base}/structures/new`, bad[0]?.[0], {
      headers: { 'accept-language': 'de' },
    });
    expect(nodeTitle.json().data['structure.0.children.0.title']).toBe('Füllen Sie alle Knotentitel aus.');
    expect((await ws.admin.request('GET', `${base}/structures/all`)).json().pagination.total).toBe(2);
    const deep = { title: 'Deep', structure: [{ title: '1', children: [] as unknown[] }] };
    let level = deep.structure[0] as { children: unknown[] };
    for (let i = 2; i <= 11; i += 1) {
      const next = { title: String(i), children: [] as unknown[] };
      level.children.push(next);
      level = next;
    }
    expect((await ws.admin.request('POST', `${base}/structures/new`, deep)).statusCode).toBe(422);
  });

  it('keeps other workspaces and viewers out', async () => {
    const s = (
      await ws.admin.request('POST', `${base}/structures/new`, {
        title: 'Mine',
        structure: [{ title: 'Root' }],
      })
    ).json().data;
    expect((await other.admin.request('GET', `${base}/structures/${s.id}`)).statusCode).toBe(404);
    expect(
      (await other.admin.request('PUT', `${base}/structures/${s.id}`, { title: 'X', structure: [] }))
        .statusCode,
    ).toBe(404);
    expect((await other.admin.request('GET', `${base}/search?ids=${s.structure[0].id}`)).json().data).toEqual(
      [],
    );
    const viewer = await t.member(ws, { permissions: ['RES_VIEW_GLOBAL_LISTS'] });
    expect((await viewer.request('GET', `${base}/structures/all`)).statusCode).toBe(200);
    expect(
      (await viewer.request('POST', `${base}/structures/new`, { title: 'V', structure: [] })).statusCode,
    ).toBe(403);
  });
});
