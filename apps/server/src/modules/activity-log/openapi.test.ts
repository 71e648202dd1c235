import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../users/admin-test-app';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('documents the administration and activity-log calls', async () => {
    const res = await t.anonymous('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/log/activity-log',
      '/api/log/activity-log/export',
      '/api/log/user-activity-log/export',
      '/api/log/activity-types',
      '/api/user/list',
      '/api/user/role/{id}',
      '/api/user/group/{groupId}/user-group-list',
      '/api/saved-query',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
