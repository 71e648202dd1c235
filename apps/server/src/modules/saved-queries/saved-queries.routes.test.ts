import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestApp,
  type Client,
  type AdminTestApp,
  type TestWorkspace,
} from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let colleague: Client;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  colleague = await t.member(ws, { permissions: ['USR_VIEW_USER_LIST'] });
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

const query =
  'limit=10&sort=email&filter=%7B%22status%22%3A%7B%22operator%22%3A%22exists-in%22%2C%22value%22%3A%5B%22active%22%5D%7D%7D';
const savedOf = async (client: Client) =>
  (await client.request('GET', '/api/user/list?with_saved_queries=true')).json().saved_queries as {
    id: string;
    key: string;
    name: string;
    query_string: string;
  }[];

describe('saved queries', () => {
  it('creates, updates and deletes the caller’s query; lists show it per table and user', async () => {
    const created = await ws.admin.request('POST', '/api/saved-query', {
      key: 'q1',
      name: 'Active',
      table_name: 'users',
      query_string: query,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect((await savedOf(ws.admin)).map((q) => q.key)).toEqual(['default', 'q1']);
    expect((await savedOf(colleague)).map((q) => q.key)).toEqual(['default']);
    expect(
      (await ws.admin.request('GET', '/api/user/role/list?with_saved_queries=1'))
        .json()
        .saved_queries.map((q: { key: string }) => q.key),
    ).toEqual(['default']);

    const renamed = await ws.admin.request('POST', '/api/saved-query', {
      id,
      key: 'q1',
      name: 'Only active',
      table_name: 'users',
      query_string: 'limit=25',
    });
    expect(renamed.json().data.id).toBe(id);
    expect((await savedOf(ws.admin))[1]).toMatchObject({ name: 'Only active', query_string: 'limit=25' });

    expect(
      (
        await colleague.request('POST', '/api/saved-query', {
          id,
          key: 'q1',
          name: 'Hijack',
          table_name: 'users',
          query_string: '',
        })
      ).statusCode,
    ).toBe(404);
    expect((await colleague.request('DELETE', `/api/saved-query/${id}`)).statusCode).toBe(200);
    expect((await savedOf(ws.admin)).map((q) => q.key)).toEqual(['default', 'q1']);
    expect((await ws.admin.request('DELETE', `/api/saved-query/${id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('DELETE', `/api/saved-query/${id}`)).statusCode).toBe(200);
    expect((await savedOf(ws.admin)).map((q) => q.key)).toEqual(['default']);
  });

  it('saves the default query’s string but never renames or deletes it', async () => {
    const [implicit] = await savedOf(colleague);
    const saved = await colleague.request('POST', '/api/saved-query', {
      id: implicit?.id,
      key: 'default',
      name: 'Default',
      table_name: 'users',
      query_string: query,
    });
    const id = saved.json().data.id as string;
    expect((await savedOf(colleague))[0]).toMatchObject({ id, key: 'default', query_string: query });
    const rename = await colleague.request('POST', '/api/saved-query', {
      id,
      key: 'default',
      name: 'Mine now',
      table_name: 'users',
      query_string: query,
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().data).toHaveProperty('name', expect.any(String));
    expect((await colleague.request('DELETE', `/api/saved-query/${id}`)).statusCode).toBe(422);
  });

  it.each([
    [{ key: 'k', name: '', table_name: 'users', query_string: '' }, 'name', 'This field is required.'],
    [
      { key: 'k', name: 'x'.repeat(126), table_name: 'users', query_string: '' },
      'name',
      'Enter at most 125 characters.',
    ],
    [{ key: 'k', name: 'ok', table_name: 'Users!', query_string: '' }, 'table_name', undefined],
    [
      { key: 'k', name: 'ok', table_name: 'users', query_string: 'filter=%7Bbroken' },
      'query_string',
      undefined,
    ],
  ])('answers 422 for %j', async (body, field, message) => {
    const res = await ws.admin.request('POST', '/api/saved-query', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().data[field]).toEqual(message ?? expect.any(String));
  });

  it('answers 404 for another workspace’s query id on update, and success on delete', async () => {
    const id = (
      await ws.admin.request('POST', '/api/saved-query', {
        key: 'q9',
        name: 'Nine',
        table_name: 'users',
        query_string: '',
      })
    ).json().data.id;
    expect(
      (
        await other.admin.request('POST', '/api/saved-query', {
          id,
          key: 'q9',
          name: 'X',
          table_name: 'users',
          query_string: '',
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.admin.request('DELETE', `/api/saved-query/${id}`)).statusCode).toBe(200);
    expect((await savedOf(ws.admin)).map((q) => q.id)).toContain(id);
    expect(
      (
        await ws.admin.request('POST', '/api/saved-query', {
          id: randomUUID(),
          key: 'q9',
          name: 'X',
          table_name: 'users',
          query_string: '',
        })
      ).statusCode,
    ).toBe(404);
  });
});
