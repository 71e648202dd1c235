import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../platform/http/route';
import { activityLogRoutes } from '../activity-log/activity-log.routes';
import { groupRoutes } from '../groups/groups.routes';
import { roleRoutes } from '../roles/roles.routes';
import { savedQueryRoutes } from '../saved-queries/saved-queries.routes';
import { createAdminTestApp, type Client, type AdminTestApp } from './admin-test-app';
import { userRoutes } from './users.routes';

/** A valid body per call, so each guard (not validation) decides the answer. */
const BODIES: Record<string, unknown> = {
  'POST /user/invite': { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
  'PUT /user/bulk-deactivate': { ids: [randomUUID()] },
  'POST /user/:userId/change-status': { status: 'active' },
  'POST /user/:id/edit-basic-info': { first_name: 'Ann', last_name: 'Lee' },
  'POST /user/:id/update-roles': { roles: [randomUUID()] },
  'POST /user/role/new': { name_lang: 'R', permissions: [] },
  'PUT /user/role/:id': { name_lang: 'R', permissions: [] },
  'POST /user/group/add': { name_lang: 'G' },
  'PUT /user/group/:id': { name_lang: 'G' },
  'POST /user/group/:groupId/add': { user_ids: [randomUUID()] },
  'POST /user/group/:groupId/delete': { user_ids: [randomUUID()] },
  'POST /saved-query': { key: 'k1', name: 'Mine', table_name: 'users', query_string: '' },
};

const routes: Route[] = [
  ...userRoutes,
  ...roleRoutes,
  ...groupRoutes,
  ...savedQueryRoutes,
  ...activityLogRoutes,
].filter((r) => r.auth);
const calls = routes.map((r) => ({
  name: `${r.method} ${r.url}`,
  route: r,
  url: `/api${r.url.replace(/:(\w+)/g, () => randomUUID())}`,
  body: BODIES[`${r.method} ${r.url}`] ?? (r.method === 'GET' || r.method === 'DELETE' ? undefined : {}),
}));

let t: AdminTestApp;
let admin: Client;
let nobody: Client;
beforeAll(async () => {
  t = await createAdminTestApp();
  const ws = await t.workspace();
  admin = ws.admin;
  nobody = await t.member(ws, { permissions: [] });
});
afterAll(() => t.close());

describe('guards of every administration call', () => {
  it.each(calls)('$name answers 401 when signed out', async ({ route, url, body }) => {
    const res = await t.anonymous(route.method as 'GET', url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_code: 'USR_UNAUTHENTICATED' });
  });

  it.each(calls.filter((c) => c.route.method !== 'GET'))(
    '$name answers 403 without the CSRF header',
    async ({ route, url, body }) => {
      const res = await admin.request(route.method as 'POST', url, body, { csrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'SEC_CSRF_INVALID' });
    },
  );

  it.each(calls.filter((c) => c.route.permission !== 'general'))(
    '$name answers 403 without its permission',
    async ({ route, url, body }) => {
      const res = await nobody.request(route.method as 'GET', url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'USR_FORBIDDEN' });
    },
  );
});
