import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOverviewSchema, myWorkspacesResponseSchema, plansResponseSchema } from '@fieldbook/domain';
import { organizations } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createOwner, createUser, createWorkspace, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('workspace, plan and dashboard routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createOwner>[1] = {}) {
    const owner = await createOwner(t.db, options);
    const c = new TestClient(t.app);
    await c.signIn(owner.user.email, TEST_PASSWORD);
    return { ...owner, c };
  }

  describe('GET /api/settings/workspaces/my-workspaces', () => {
    it('lists only the user’s workspaces, flagging the current one', async () => {
      const { c, user, org } = await signedIn({ name: 'Mine' });
      const second = await createWorkspace(t.db, user.id, { name: 'Also mine' });
      await createOwner(t.db, { name: 'Someone else’s' });
      const body = myWorkspacesResponseSchema.parse(
        (await c.get('/api/settings/workspaces/my-workspaces')).json(),
      );
      expect(body.data.map((w) => [w.id, w.is_current])).toEqual([
        [org.id, true],
        [second.org.id, false],
      ]);
    });

    it('needs a session', async () => {
      expect((await new TestClient(t.app).get('/api/settings/workspaces/my-workspaces')).statusCode).toBe(
        401,
      );
    });
  });

  describe('POST /api/settings/workspaces/new', () => {
    it('creates a free workspace with the 14-day trial, the caller as Administrator', async () => {
      const { c, org } = await signedIn();
      const response = await c.post('/api/settings/workspaces/new', { name: '  Field team  ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'The workspace "Field team" has been created.',
        data: { name: 'Field team', plan: 'free', is_current: false, trial_ends_at: expect.any(String) },
      });
      expect((await c.get('/api/user/auth')).json().workspace.id).toBe(org.id);
      const switched = await c.post(`/api/settings/workspaces/${response.json().data.id}/switch`);
      expect(switched.json().user.roles.map((r: { name_lang: string }) => r.name_lang)).toEqual([
        'Administrator',
      ]);
    });

    it('validates the name (422)', async () => {
      const { c } = await signedIn();
      const empty = await c.post('/api/settings/workspaces/new', { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().data).toEqual({ name: 'This field is required.' });
      const long = await c.post('/api/settings/workspaces/new', { name: 'x'.repeat(126) });
      expect(long.json().data).toEqual({ name: 'Enter at most 125 characters.' });
    });

    it('needs a session and the CSRF header', async () => {
      expect(
        (await new TestClient(t.app).post('/api/settings/workspaces/new', { name: 'X' })).statusCode,
      ).toBe(401);
      const { c } = await signedIn();
      expect((await c.post('/api/settings/workspaces/new', { name: 'X' }, { csrf: false })).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST /api/settings/workspaces/:id/switch', () => {
    it('moves the session to another of the user’s workspaces', async () => {
      const { c, user } = await signedIn({ plan: 'free' });
      const other = await createWorkspace(t.db, user.id, { name: 'Enterprise one', plan: 'enterprise' });
      const response = await c.post(`/api/settings/workspaces/${other.org.id}/switch`);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.workspace).toMatchObject({
        id: other.org.id,
        plan: 'enterprise',
        features: { app_sso: true },
      });
      expect((await c.get('/api/user/auth')).json().workspace.id).toBe(other.org.id);
      const again = new TestClient(t.app);
      await again.signIn(user.email, TEST_PASSWORD);
      expect((await again.get('/api/user/auth')).json().workspace.id).toBe(other.org.id);
    });

    it('answers 404 for a workspace of another organisation (cross-tenant)', async () => {
      const { c, org } = await signedIn();
      const foreign = await createOwner(t.db);
      const response = await c.post(`/api/settings/workspaces/${foreign.org.id}/switch`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('_OBJECT_NOT_FOUND');
      expect((await c.get('/api/user/auth')).json().workspace.id).toBe(org.id);
    });

    it('validates the id (422), needs a session (401) and CSRF (403)', async () => {
      const { c, org } = await signedIn();
      expect((await c.post('/api/settings/workspaces/not-a-uuid/switch')).json().data).toEqual({
        id: 'The identifier is not valid.',
      });
      expect((await new TestClient(t.app).post(`/api/settings/workspaces/${org.id}/switch`)).statusCode).toBe(
        401,
      );
      expect(
        (await c.post(`/api/settings/workspaces/${org.id}/switch`, {}, { csrf: false })).statusCode,
      ).toBe(403);
    });
  });

  describe('when the session’s workspace disappears', () => {
    it('falls back to another workspace of the user', async () => {
      const { c, user, org } = await signedIn();
      const other = await createWorkspace(t.db, user.id);
      await t.db.delete(organizations).where(eq(organizations.id, org.id));
      expect((await c.get('/api/user/auth')).json().workspace.id).toBe(other.org.id);
    });

    it('answers WSP_NOT_FOUND when none is left, while account calls keep working', async () => {
      const { c, org } = await signedIn();
      await t.db.delete(organizations).where(eq(organizations.id, org.id));
      const response = await c.get('/api/user/auth');
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('WSP_NOT_FOUND');
      expect((await c.get('/api/settings/workspaces/my-workspaces')).json()).toEqual({ data: [] });
      expect((await c.get('/api/user/account/my-profile')).statusCode).toBe(200);
      const created = await c.post('/api/settings/workspaces/new', { name: 'Fresh start' });
      expect(created.statusCode).toBe(201);
      expect((await c.get('/api/user/auth')).json().workspace.id).toBe(created.json().data.id);
    });
  });

  describe('GET /api/settings/organization/plans', () => {
    it('answers the plans, prices, features and the current plan with its trial', async () => {
      const { c } = await signedIn({ plan: 'free', trial: true });
      const body = plansResponseSchema.parse((await c.get('/api/settings/organization/plans')).json());
      expect(body.current).toBe('free');
      expect(body.trial_days).toBe(14);
      expect(body.trial_ends_at).not.toBeNull();
      expect(body.plans.map((p) => p.key)).toEqual(['free', 'standard', 'premium', 'enterprise']);
      expect(body.plans[0]).toMatchObject({ monthly_price: 0, user_limit: 5, features: { ckl_rule: false } });
    });

    it('needs a session', async () => {
      expect((await new TestClient(t.app).get('/api/settings/organization/plans')).statusCode).toBe(401);
    });
  });

  describe('GET /api/dashboard/overview', () => {
    it('counts the members and modules of the current workspace only; members only for the user-list permission', async () => {
      const owner = await createUser(t.db);
      const inspector = await createUser(t.db);
      await createWorkspace(t.db, owner.id, { inspectors: [inspector.id] });
      await createOwner(t.db);
      const admin = new TestClient(t.app);
      await admin.signIn(owner.email, TEST_PASSWORD);
      const all = dashboardOverviewSchema.parse((await admin.get('/api/dashboard/overview')).json());
      expect(all).toEqual({
        members: { total: 2, active: 2, invited: 0 },
        inspections: { scope: 'all', this_week: 0, in_progress: 0, failed_items_this_week: 0 },
        modules: { roles: 2 },
      });
      const c = new TestClient(t.app);
      await c.signIn(inspector.email, TEST_PASSWORD);
      const body = dashboardOverviewSchema.parse((await c.get('/api/dashboard/overview')).json());
      expect(body).toEqual({
        members: null,
        inspections: { scope: 'all', this_week: 0, in_progress: 0, failed_items_this_week: 0 },
        modules: { roles: 2 },
      });
    });

    it('needs a session', async () => {
      expect((await new TestClient(t.app).get('/api/dashboard/overview')).statusCode).toBe(401);
    });
  });
});
