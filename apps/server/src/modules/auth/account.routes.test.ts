import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, myProfileResponseSchema, PERMISSION_CODES } from '@fieldbook/domain';
import { activityLog } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createOwner, createUser, createWorkspace, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(lang?: string) {
    const owner = await createOwner(t.db, { plan: 'standard' });
    const c = new TestClient(t.app, lang);
    await c.signIn(owner.user.email, TEST_PASSWORD);
    return { ...owner, c };
  }

  describe('GET /api/user/auth', () => {
    it('answers the user with abilities and the workspace’s plan features', async () => {
      const { c, user, org } = await signedIn();
      const response = await c.get('/api/user/auth');
      expect(response.statusCode).toBe(200);
      const body = authUserSchema.parse(response.json());
      expect(body).toMatchObject({
        id: user.id,
        full_name: `${user.firstName} ${user.lastName}`,
        groups: [],
      });
      expect(body.abilities).toHaveLength(PERMISSION_CODES.length);
      expect(body.abilities[0]).toEqual({ action: 'call', subject: expect.any(String) });
      expect(body.workspace).toMatchObject({
        id: org.id,
        plan: 'standard',
        features: { ckl_rule: true, ckl_repeatable: false },
      });
    });

    it('gives an inspector only the inspector abilities', async () => {
      const inspector = await createUser(t.db);
      const owner = await createUser(t.db);
      await createWorkspace(t.db, owner.id, { inspectors: [inspector.id] });
      const c = new TestClient(t.app);
      await c.signIn(inspector.email, TEST_PASSWORD);
      const body = (await c.get('/api/user/auth')).json();
      expect(body.roles.map((r: { name_lang: string }) => r.name_lang)).toEqual(['Inspector']);
      expect(body.abilities.map((a: { subject: string }) => a.subject)).toContain('SST_VIEW_ASSET');
      expect(body.abilities.map((a: { subject: string }) => a.subject)).not.toContain('USR_MANAGE_ROLE');
    });

    it('answers 401 USR_UNAUTHENTICATED when signed out', async () => {
      const response = await new TestClient(t.app).get('/api/user/auth');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Please sign in to continue.',
        error_code: 'USR_UNAUTHENTICATED',
        data: null,
      });
    });
  });

  describe('POST /api/user/logout', () => {
    it('ends the session server-side', async () => {
      const { c } = await signedIn();
      const stolenCookies = new Map(c.cookies);
      const response = await c.post('/api/user/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('You have been signed out.');
      expect((await c.get('/api/user/auth')).statusCode).toBe(401);
      const replay = new TestClient(t.app);
      for (const [k, v] of stolenCookies) replay.cookies.set(k, v);
      expect((await replay.get('/api/user/auth')).statusCode).toBe(401);
    });

    it('requires the CSRF header', async () => {
      const { c } = await signedIn();
      expect((await c.post('/api/user/logout', {}, { csrf: false })).statusCode).toBe(403);
      expect((await c.get('/api/user/auth')).statusCode).toBe(200);
    });
  });

  describe('GET /api/user/account/my-profile', () => {
    it('answers basic, general and preference info', async () => {
      const { c, user } = await signedIn();
      const body = myProfileResponseSchema.parse((await c.get('/api/user/account/my-profile')).json());
      expect(body.basic_info.email).toBe(user.email);
      expect(body.preference_info).toEqual({ locale: 'en', tz_code: 'UTC', two_factor_enabled: false });
    });
  });

  describe('POST /api/user/account/change-basic-info', () => {
    const valid = {
      first_name: 'Jean-Luc',
      last_name: "D'Arc",
      nick_name: 'jl_77',
      mobile: '+33 1 23 45 67',
      gender: 'male',
      birth_date: '1980-02-29',
    };

    it('saves the profile and writes an activity-log row', async () => {
      const { c, user, org } = await signedIn();
      const response = await c.post('/api/user/account/change-basic-info', valid);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.basic_info).toMatchObject({
        first_name: 'Jean-Luc',
        last_name: "D'Arc",
        nick_name: 'jl_77',
      });
      expect(response.json().data.general_info).toEqual({
        mobile: '+33 1 23 45 67',
        gender: 'male',
        birth_date: '1980-02-29',
      });
      const log = await t.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(log.map((r) => [r.orgId, r.action])).toContainEqual([org.id, 'user.basic_info_changed']);
    });

    it('answers 422 with the field map', async () => {
      const { c } = await signedIn('fr');
      const response = await c.post('/api/user/account/change-basic-info', {
        ...valid,
        first_name: 'J0hn',
        nick_name: 'bad nick!',
        birth_date: '1980-02-30',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual({
        first_name: "Utilisez uniquement des lettres, des espaces, des traits d'union et des apostrophes.",
        nick_name: 'Utilisez uniquement des lettres, des chiffres et _ - . @ # $.',
        birth_date: 'Saisissez une date valide.',
      });
    });

    it('needs a session and the CSRF header', async () => {
      expect(
        (await new TestClient(t.app).post('/api/user/account/change-basic-info', valid)).statusCode,
      ).toBe(401);
      const { c } = await signedIn();
      expect((await c.post('/api/user/account/change-basic-info', valid, { csrf: false })).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST /api/user/account/change-preference-info', () => {
    it('saves language, timezone and two-factor, answering in the new language', async () => {
      const { c } = await signedIn();
      const response = await c.post('/api/user/account/change-preference-info', {
        locale: 'de',
        tz_code: 'Europe/Berlin',
        two_factor_enabled: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Ihre Einstellungen wurden gespeichert.');
      expect((await c.get('/api/user/auth')).json()).toMatchObject({
        locale: 'de',
        tz_code: 'Europe/Berlin',
      });
    });

    it('rejects an unknown timezone and language', async () => {
      const { c } = await signedIn();
      const response = await c.post('/api/user/account/change-preference-info', {
        locale: 'es',
        tz_code: 'Mars/Olympus',
        two_factor_enabled: 'yes',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual({
        locale: 'Choose one of the offered values.',
        tz_code: 'Choose a valid timezone.',
        two_factor_enabled: 'The value has the wrong type.',
      });
    });

    it('needs a session', async () => {
      const body = { locale: 'en', tz_code: 'UTC', two_factor_enabled: false };
      expect(
        (await new TestClient(t.app).post('/api/user/account/change-preference-info', body)).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /api/user/account/change-password', () => {
    it('changes the password and ends the user’s other sessions', async () => {
      const { c, user } = await signedIn();
      const other = new TestClient(t.app);
      await other.signIn(user.email, TEST_PASSWORD);
      const response = await c.post('/api/user/account/change-password', {
        current_password: TEST_PASSWORD,
        new_password: 'Brand-new1',
      });
      expect(response.statusCode).toBe(200);
      expect((await c.get('/api/user/auth')).statusCode).toBe(200);
      expect((await other.get('/api/user/auth')).statusCode).toBe(401);
      await new TestClient(t.app).signIn(user.email, 'Brand-new1');
    });

    it('rejects a wrong current password and a weak new one (422)', async () => {
      const { c } = await signedIn();
      const wrong = await c.post('/api/user/account/change-password', {
        current_password: 'nope-nope1',
        new_password: 'Brand-new1',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().data).toEqual({ current_password: 'The current password is incorrect.' });
      const weak = await c.post('/api/user/account/change-password', {
        current_password: TEST_PASSWORD,
        new_password: 'onlyletters',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().data).toEqual({
        new_password: 'Use at least 8 characters, with at least one letter and one digit.',
      });
    });

    it('needs a session and the CSRF header', async () => {
      const body = { current_password: TEST_PASSWORD, new_password: 'Brand-new1' };
      expect((await new TestClient(t.app).post('/api/user/account/change-password', body)).statusCode).toBe(
        401,
      );
      const { c } = await signedIn();
      expect((await c.post('/api/user/account/change-password', body, { csrf: false })).statusCode).toBe(403);
    });
  });
});
