import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@fieldbook/domain';
import { authTokens, memberships, organizations, users } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createOwner, createUser, TEST_PASSWORD } from '../../test/factories';
import { lastCodeTo, lastLinkTokenTo, lastMailTo } from '../../test/outbox';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app sends through a real SMTP server on loopback here, so nodemailer's path runs in the suite (issue 17).
describe('auth routes', () => {
  let t: TestApp;
  let mail: SmtpCatcher;
  beforeAll(async () => {
    mail = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  const client = (lang?: string) => new TestClient(t.app, lang);

  describe('POST /api/login', () => {
    it('signs in and sets an httpOnly, SameSite=Lax session cookie', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      const response = await c.post('/api/login', {
        email: user.email.toUpperCase(),
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body.user?.email).toBe(user.email);
      expect(body.next_step_code).toBeNull();
      const cookie = response.cookies.find((k) => k.name === 'fb_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await c.get('/api/user/auth')).statusCode).toBe(200);
    });

    it('rejects a wrong password with a localised message', async () => {
      const { user } = await createOwner(t.db);
      const response = await client('de').post('/api/login', { email: user.email, password: 'wrong-pass1' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'E-Mail-Adresse oder Passwort ist falsch.',
        error_code: 'USR_INVALID_CREDENTIALS',
        data: null,
      });
    });

    it('answers 422 with a field map for invalid input', async () => {
      const response = await client().post('/api/login', { email: 'not-an-email', password: '' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error_code: '_VALIDATION_FAILED',
        data: { email: 'Enter a valid email address.', password: 'This field is required.' },
      });
    });

    it('refuses a user who has not set a password yet', async () => {
      const user = await createUser(t.db, { status: 'invited', passwordHash: null });
      const response = await client().post('/api/login', { email: user.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('requires the CSRF header', async () => {
      const response = await client().post(
        '/api/login',
        { email: 'a@b.test', password: 'x' },
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error_code).toBe('SEC_CSRF_INVALID');
    });
  });

  describe('two-factor sign-in', () => {
    async function twoFactorUser() {
      const { user } = await createOwner(t.db);
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
      return user;
    }

    it('asks for an e-mailed code, then signs in with it (single use)', async () => {
      const user = await twoFactorUser();
      const c = client();
      const step = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      expect(step.statusCode).toBe(200);
      expect(step.json()).toMatchObject({
        user: null,
        next_step_code: 'USR_2FA',
        username: user.email,
        sent_to_method: 'email',
        expired_after: 600,
        id: expect.any(String),
      });
      expect(step.json().code_sent_to).toMatch(/^\w{1,2}\*{3,}@example\.test$/);
      expect(step.cookies.find((k) => k.name === 'fb_session')).toBeUndefined();
      const code = await lastCodeTo(mail, user.email);
      const [stored] = await t.db.select().from(authTokens).where(eq(authTokens.id, step.json().id));
      expect(stored?.tokenHash).not.toContain(code);
      const signedIn = await c.post('/api/login-2fa', { email: user.email, code });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.id).toBe(user.id);
      const reused = await client().post('/api/login-2fa', { email: user.email, code });
      expect(reused.statusCode).toBe(422);
    });

    it('rejects a wrong code with 422 and voids the challenge after 5 wrong attempts', async () => {
      const user = await twoFactorUser();
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      const code = await lastCodeTo(mail, user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await c.post('/api/login-2fa', { email: user.email, code: wrong });
      expect(first.statusCode).toBe(422);
      expect(first.json()).toMatchObject({
        error_code: 'USR_INVALID_2FA_CODE',
        data: { code: expect.any(String) },
      });
      for (let i = 0; i < 4; i += 1) await c.post('/api/login-2fa', { email: user.email, code: wrong });
      expect((await c.post('/api/login-2fa', { email: user.email, code })).statusCode).toBe(422);
    });

    it('rejects an expired code', async () => {
      const user = await twoFactorUser();
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      const code = await lastCodeTo(mail, user.email);
      await t.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user.id));
      expect((await c.post('/api/login-2fa', { email: user.email, code })).statusCode).toBe(422);
    });

    it('validates the code format', async () => {
      const response = await client().post('/api/login-2fa', { email: 'a@b.test', code: '12ab' });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual({ code: 'Enter the 6-digit code.' });
    });

    it('resends a new code that replaces the old one', async () => {
      const user = await twoFactorUser();
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      const oldCode = await lastCodeTo(mail, user.email);
      const resent = await c.post('/api/resend-2fa', { email: user.email });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({
        next_step_code: 'USR_2FA',
        message: expect.stringContaining('code'),
      });
      const newCode = await lastCodeTo(mail, user.email);
      if (newCode !== oldCode) {
        expect((await c.post('/api/login-2fa', { email: user.email, code: oldCode })).statusCode).toBe(422);
      }
      expect((await c.post('/api/login-2fa', { email: user.email, code: newCode })).statusCode).toBe(200);
    });

    it('does not resend without a pending sign-in', async () => {
      const user = await twoFactorUser();
      const response = await client().post('/api/resend-2fa', { email: user.email });
      expect(response.statusCode).toBe(422);
      expect(response.json().error_code).toBe('USR_INVALID_TOKEN');
    });

    it('limits resends (429)', async () => {
      const user = await twoFactorUser();
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      for (let i = 0; i < 5; i += 1)
        expect((await c.post('/api/resend-2fa', { email: user.email })).statusCode).toBe(200);
      expect((await c.post('/api/resend-2fa', { email: user.email })).statusCode).toBe(429);
    });
  });

  describe('register and set the password from the e-mailed link', () => {
    it('creates the user and a first workspace on the free plan with a 14-day trial', async () => {
      const c = client('fr');
      const email = 'new.person@example.test';
      const response = await c.post('/api/register', { first_name: 'Zoé', last_name: "O'Neil", email });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/Consultez vos e-mails/);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ status: 'invited', passwordHash: null, locale: 'fr' });
      const [membership] = await t.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, user?.id ?? ''));
      const [org] = await t.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, membership?.orgId ?? ''));
      expect(org?.plan).toBe('free');
      const trialDays = ((org?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(trialDays).toBeGreaterThan(13.9);
      expect(trialDays).toBeLessThanOrEqual(14);

      const { link, token } = await lastLinkTokenTo(mail, email);
      expect(
        link.startsWith(`http://fieldbook.test/reset-password/${encodeURIComponent(email)}?token=`),
      ).toBe(true);
      const set = await c.post('/api/reset-password', {
        email,
        current_password: token,
        new_password: 'Fresh-pass1',
      });
      expect(set.statusCode).toBe(200);
      await c.signIn(email, 'Fresh-pass1');
      const auth = (await c.get('/api/user/auth')).json();
      expect(auth.workspace).toMatchObject({
        plan: 'free',
        features: { ckl_repeatable: true, app_sso: false },
      });
      expect(auth.roles.map((r: { name_lang: string }) => r.name_lang)).toEqual(['Administrator']);
      const reused = await client().post('/api/reset-password', {
        email,
        current_password: token,
        new_password: 'Other-pass1',
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        error_code: 'USR_INVALID_TOKEN',
        data: { current_password: expect.any(String) },
      });
    });

    it('answers an e-mail already registered like a new one, and mails its owner instead', async () => {
      const user = await createUser(t.db, { locale: 'de' });
      const register = (email: string) =>
        client().post('/api/register', { first_name: 'A', last_name: 'B', email });
      const fresh = await register('never.seen@example.test');
      const taken = await register(user.email);
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      const notice = await lastMailTo(mail, user.email);
      expect(notice.subject).toBe('Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren');
      expect(notice.links).toEqual(['http://fieldbook.test/login', 'http://fieldbook.test/forgot-password']);
      expect(notice.text).toContain('Es hat sich nichts geändert.');
      const [still] = await t.db.select().from(users).where(eq(users.email, user.email));
      expect(still).toMatchObject({
        firstName: user.firstName,
        passwordHash: user.passwordHash,
        status: 'active',
      });
    });

    it.each(['en', 'fr'] as const)('mails the owner in their language (%s)', async (locale) => {
      const user = await createUser(t.db, { locale });
      await client().post('/api/register', { first_name: 'A', last_name: 'B', email: user.email });
      const subject = { en: 'Someone tried to register with your email', fr: 'Quelqu’un a tenté' }[locale];
      expect((await lastMailTo(mail, user.email)).subject).toContain(subject);
    });

    it('validates names and e-mail', async () => {
      const response = await client('de').post('/api/register', {
        first_name: 'R2D2',
        last_name: '',
        email: 'x',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual({
        first_name: 'Verwenden Sie nur Buchstaben, Leerzeichen, Bindestriche und Apostrophe.',
        last_name: 'Dieses Feld ist erforderlich.',
        email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      });
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not the account exists, and mails a working single-use link', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      const known = await c.post('/api/forget-password', { email: user.email });
      const unknown = await c.post('/api/forget-password', { email: 'nobody@example.test' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const { token } = await lastLinkTokenTo(mail, user.email);
      const weak = await c.post('/api/reset-password', {
        email: user.email,
        current_password: token,
        new_password: 'short',
      });
      expect(weak.statusCode).toBe(422);
      expect(Object.keys(weak.json().data)).toEqual(['new_password']);
      const ok = await c.post('/api/reset-password', {
        email: user.email,
        current_password: token,
        new_password: 'Reset-pass9',
      });
      expect(ok.statusCode).toBe(200);
      await c.signIn(user.email, 'Reset-pass9');
    });

    it('ends existing sessions when the password is reset', async () => {
      const { user } = await createOwner(t.db);
      const signedIn = client();
      await signedIn.signIn(user.email, TEST_PASSWORD);
      const c = client();
      await c.post('/api/forget-password', { email: user.email });
      const { token } = await lastLinkTokenTo(mail, user.email);
      await c.post('/api/reset-password', {
        email: user.email,
        current_password: token,
        new_password: 'Reset-pass9',
      });
      expect((await signedIn.get('/api/user/auth')).statusCode).toBe(401);
    });

    it('rejects an expired link', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      await c.post('/api/forget-password', { email: user.email });
      const { token } = await lastLinkTokenTo(mail, user.email);
      await t.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user.id));
      const response = await c.post('/api/reset-password', {
        email: user.email,
        current_password: token,
        new_password: 'Reset-pass9',
      });
      expect(response.statusCode).toBe(422);
    });

    it('limits reset requests per e-mail (429)', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      for (let i = 0; i < 5; i += 1)
        expect((await c.post('/api/forget-password', { email: user.email })).statusCode).toBe(200);
      expect((await c.post('/api/forget-password', { email: user.email })).statusCode).toBe(429);
    });
  });
});
