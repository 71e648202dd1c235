import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createOwner, TEST_PASSWORD } from '../../test/factories';
import { lastCodeTo, lastMailTo, outboxOf } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

const CEILING = 10;
const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in limits (ADR 189)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SIGN_IN_ACCOUNT_CEILING: String(CEILING), RATE_LIMIT_API: '3', PASSWORD_HASH_LOG_N: '15' },
    });
  });
  afterAll(() => t.close());
  const client = (lang?: string) => new TestClient(t.app, lang);
  const statuses = (responses: { statusCode: number }[], status: number) =>
    responses.filter((r) => r.statusCode === status).length;

  describe('counted atomically', () => {
    it('checks at most a handful of 200 concurrent wrong passwords for one account', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          c.post('/api/login', { email: user.email, password: 'wrong-pass1' }, { remoteAddress: ATTACKER }),
        ),
      );
      // 5 free attempts, then one per delay of 1 s, 2 s, 4 s …: a slow machine may see a few more, never 200.
      const seconds = (Date.now() - started) / 1000;
      expect(statuses(answers, 401)).toBeLessThanOrEqual(7 + Math.ceil(Math.log2(1 + seconds)));
      expect(statuses(answers, 401) + statuses(answers, 429)).toBe(200);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses most of 100 concurrent wrong 2FA codes before checking them', async () => {
      const { user } = await createOwner(t.db);
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => c.post('/api/login-2fa', { email: user.email, code: '000000' })),
      );
      expect(statuses(answers, 429)).toBeGreaterThanOrEqual(90);
      const [token] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(token?.attempts).toBeLessThanOrEqual(5);
    });

    it('voids a 2FA challenge after a concurrent burst of 60 wrong codes, even for the right code', async () => {
      const { user } = await createOwner(t.db);
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
      const c = client();
      await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      const code = await lastCodeTo(outboxOf(t.db), user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      await Promise.all(
        Array.from({ length: 60 }, () => c.post('/api/login-2fa', { email: user.email, code: wrong })),
      );
      const [token] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(token?.attempts).toBeLessThanOrEqual(5);
      expect(token?.usedAt).not.toBeNull();
      const right = await c.post('/api/login-2fa', { email: user.email, code });
      expect(right.statusCode).not.toBe(200);
      expect(right.cookies.find((k) => k.name === 'fb_session')).toBeUndefined();
    });
  });

  describe('no lock-out by strangers', () => {
    it("lets the owner in while an attacker's wrong passwords from another IP are held back", async () => {
      const { user } = await createOwner(t.db);
      const attacker = client();
      for (let i = 0; i < 12; i += 1)
        await attacker.post(
          '/api/login',
          { email: user.email, password: 'wrong-pass1' },
          { remoteAddress: ATTACKER },
        );
      const owner = await client().post(
        '/api/login',
        { email: user.email, password: TEST_PASSWORD },
        { remoteAddress: OWNER },
      );
      expect(owner.statusCode).toBe(200);
    });

    it('lets another account sign in from an IP that failed 105 times over other e-mails', async () => {
      const { user } = await createOwner(t.db);
      const c = client();
      const proxy = '192.0.2.44';
      const failures = await Promise.all(
        Array.from({ length: 105 }, () =>
          c.post(
            '/api/login',
            { email: `${randomUUID()}@example.test`, password: 'wrong-pass1' },
            { remoteAddress: proxy },
          ),
        ),
      );
      expect(statuses(failures, 401)).toBe(105);
      const signIn = await c.post(
        '/api/login',
        { email: user.email, password: TEST_PASSWORD },
        { remoteAddress: proxy },
      );
      expect(signIn.statusCode).toBe(200);
    });

    it('delays an account and IP pair progressively, with RateLimit-* and Retry-After, never locking it', async () => {
      const { user } = await createOwner(t.db);
      const c = client('de');
      const wrong = () => c.post('/api/login', { email: user.email, password: 'wrong-pass1' });
      for (let i = 1; i <= 5; i += 1) {
        const failed = await wrong();
        expect(failed.statusCode).toBe(401);
        expect(failed.headers).toMatchObject({
          'ratelimit-limit': '5',
          'ratelimit-remaining': String(5 - i),
        });
        expect(Number(failed.headers['ratelimit-reset'])).toBeGreaterThan(3000);
      }
      expect((await wrong()).statusCode).toBe(401);
      const held = await wrong();
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('1');
      expect(held.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '0' });
      expect(held.json()).toMatchObject({
        error_code: 'SEC_RATE_LIMITED',
        message: 'Zu viele Versuche. Bitte warten Sie 1 s und versuchen Sie es dann erneut.',
        data: { retry_after: 1 },
      });
      await sleep(1100);
      expect((await wrong()).statusCode).toBe(401);
      expect((await wrong()).headers['retry-after']).toBe('2');
      await sleep(2100);
      const right = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('per-account ceiling and the mailed unlock link', () => {
    it('stops passwords at the ceiling, mails the owner once, and the link lifts it', async () => {
      const { user } = await createOwner(t.db);
      await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
      const c = client('fr');
      const failures = await Promise.all(
        Array.from({ length: CEILING + 5 }, (_, i) =>
          c.post(
            '/api/login',
            { email: user.email, password: 'wrong-pass1' },
            { remoteAddress: `10.0.0.${i + 1}` },
          ),
        ),
      );
      expect(statuses(failures, 401)).toBe(CEILING);
      expect(statuses(failures, 429)).toBe(5);
      const locked = await c.post(
        '/api/login',
        { email: user.email, password: TEST_PASSWORD },
        { remoteAddress: OWNER },
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Trop de connexions échouées pour ce compte. Nous avons envoyé à son titulaire un lien pour le débloquer.',
      );
      const outbox = await outboxOf(t.db).messages();
      expect(outbox.filter((m) => m.to === user.email)).toHaveLength(1);
      const mail = await lastMailTo(outboxOf(t.db), user.email);
      expect(mail.subject).toBe('Débloquer la connexion à votre compte Fieldbook');
      const link = new URL(mail.links[0] ?? '');
      expect(link.pathname).toBe('/login');
      const token = link.searchParams.get('unlock') ?? '';
      const bad = await c.post('/api/unlock-sign-in', { email: user.email, token: `${token}x` });
      expect(bad.statusCode).toBe(422);
      const unlocked = await c.post('/api/unlock-sign-in', { email: user.email, token });
      expect(unlocked.statusCode).toBe(200);
      expect(unlocked.json().message).toBe('Votre compte est débloqué. Vous pouvez vous connecter.');
      expect((await c.post('/api/unlock-sign-in', { email: user.email, token })).statusCode).toBe(422);
      const signedIn = await c.post(
        '/api/login',
        { email: user.email, password: TEST_PASSWORD },
        { remoteAddress: '10.0.0.1' },
      );
      expect(signedIn.statusCode).toBe(200);
    });

    it('answers an unknown e-mail at the ceiling the same way, without mail', async () => {
      const email = `${randomUUID()}@example.test`;
      const c = client();
      for (let i = 0; i < CEILING; i += 1)
        await c.post('/api/login', { email, password: 'wrong-pass1' }, { remoteAddress: `10.1.0.${i + 1}` });
      const locked = await c.post('/api/login', { email, password: 'wrong-pass1' });
      expect(locked.json().message).toMatch(/^Too many failed sign-ins for this account/);
      await expect(lastMailTo(outboxOf(t.db), email)).rejects.toThrow();
    });
  });

  describe('API calls per session (RATE_LIMIT_API)', () => {
    it('counts calls per session in the database, shared by two server processes', async () => {
      const { user } = await createOwner(t.db);
      const second = await createTestApp({
        database: t.database,
        env: { RATE_LIMIT_API: '3', PASSWORD_HASH_LOG_N: '15' },
      });
      try {
        const c = client();
        await c.signIn(user.email, TEST_PASSWORD);
        const first = await c.get('/api/user/auth');
        expect(first.statusCode).toBe(200);
        expect(first.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
        const elsewhere = new TestClient(second.app);
        for (const [name, value] of c.cookies) elsewhere.cookies.set(name, value);
        expect((await elsewhere.get('/api/user/auth')).headers['ratelimit-remaining']).toBe('1');
        expect((await c.get('/api/user/auth')).headers['ratelimit-remaining']).toBe('0');
        const refused = await elsewhere.get('/api/user/auth');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
        const other = client();
        await other.signIn(user.email, TEST_PASSWORD);
        expect((await other.get('/api/user/auth')).statusCode).toBe(200);
      } finally {
        await second.app.close();
      }
    });
  });

  describe('password hashing cost (PASSWORD_HASH_LOG_N)', () => {
    it('rehashes a cheaper stored hash at the next successful sign-in', async () => {
      const { user } = await createOwner(t.db);
      expect(user.passwordHash?.startsWith('scrypt$16384$')).toBe(true);
      const c = client();
      await c.post('/api/login', { email: user.email, password: 'wrong-pass1' });
      const [unchanged] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(unchanged?.passwordHash).toBe(user.passwordHash);
      await c.signIn(user.email, TEST_PASSWORD);
      const [upgraded] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(upgraded?.passwordHash?.startsWith('scrypt$32768$8$1$')).toBe(true);
      await client().signIn(user.email, TEST_PASSWORD);
    });
  });
});
