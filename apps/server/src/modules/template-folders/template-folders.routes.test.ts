import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { makeTemplate } from '../templates/template-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
});
afterAll(() => t.close());

const newFolder = async (title: string, parentId: string | null = null) => {
  const res = await ws.admin.request('POST', '/api/checklist/template/folder/new', {
    title,
    parent_id: parentId,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; depth: number };
};

describe('template folders', () => {
  it('nests, lists in tree order, excludes a subtree, renames and moves', async () => {
    const a = await newFolder('A');
    const b = await newFolder('B', a.id);
    const c = await newFolder('C', b.id);
    expect(c.depth).toBe(2);
    const all = (await ws.admin.request('GET', '/api/checklist/template/folder/all')).json().data;
    expect(all.map((f: { title: string }) => f.title)).toEqual(['A', 'B', 'C']);
    const excluded = (
      await ws.admin.request('GET', `/api/checklist/template/folder/all?exclude_id=${b.id}`)
    ).json().data;
    expect(excluded.map((f: { title: string }) => f.title)).toEqual(['A']);
    const moved = await ws.admin.request('PUT', `/api/checklist/template/folder/${c.id}`, {
      title: 'C2',
      parent_id: null,
    });
    expect(moved.json().data).toMatchObject({ title: 'C2', parent_id: null, depth: 0 });
    const loop = await ws.admin.request('PUT', `/api/checklist/template/folder/${a.id}`, {
      title: 'A',
      parent_id: b.id,
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().data).toHaveProperty('parent_id');
  });

  it('refuses to delete a folder holding folders or templates, deletes an empty one', async () => {
    const outer = await newFolder('Outer');
    const inner = await newFolder('Inner', outer.id);
    const { id } = await makeTemplate(ws.admin, 'Inside', inner.id);
    const counts = (await ws.admin.request('GET', '/api/checklist/template/folder/all')).json().data;
    expect(counts.find((f: { id: string }) => f.id === inner.id).templates_count).toBe(1);
    expect(counts.find((f: { id: string }) => f.id === outer.id).templates_count).toBe(0);
    const refused = await ws.admin.request('DELETE', `/api/checklist/template/folder/${outer.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('CKL_FOLDER_NOT_EMPTY');
    expect((await ws.admin.request('DELETE', `/api/checklist/template/folder/${inner.id}`)).statusCode).toBe(
      422,
    );
    await ws.admin.request('DELETE', `/api/checklist/template/${id}`);
    expect((await ws.admin.request('DELETE', `/api/checklist/template/folder/${inner.id}`)).statusCode).toBe(
      200,
    );
    expect((await ws.admin.request('DELETE', `/api/checklist/template/folder/${outer.id}`)).statusCode).toBe(
      200,
    );
  });

  it('validates titles and parents', async () => {
    expect(
      (await ws.admin.request('POST', '/api/checklist/template/folder/new', { title: ' ' })).statusCode,
    ).toBe(422);
    const res = await ws.admin.request('POST', '/api/checklist/template/folder/new', {
      title: 'Orphan',
      parent_id: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(422);
  });
});
