import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { PermissionCode, PlanKey } from '@fieldbook/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { membershipRoles, memberships, organizations, roles, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import { fromPglite, fromPostgres, type Database, type Db } from '../../platform/db/client';
import { enterTenant } from '../../platform/db/tenancy';
import type { MailMessage, Mailer } from '../../platform/mail/mailer';
import { insertWorkspace } from '../workspaces/workspaces.repo';

/** Password every test person signs in with. */
export const TEST_PASSWORD = 'Passw0rd!';
const XSRF = 'test-xsrf-token';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in browser: sends the session cookie and (unless told not to) the CSRF double-submit pair. */
export interface Client {
  userId: string;
  orgId: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; lang?: string },
  ): Promise<LightMyRequestResponse>;
}

/** A workspace made for a test, with its Administrator signed in. */
export interface TestWorkspace {
  orgId: string;
  admin: Client;
  defaultRoleId: string;
  adminRoleId: string;
}

/** The app on a fresh database (PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set). */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mail: MailMessage[];
  anonymous(
    method: Method,
    url: string,
    body?: unknown,
    options?: { csrf?: boolean },
  ): Promise<LightMyRequestResponse>;
  workspace(options?: { plan?: PlanKey; trial?: boolean; name?: string }): Promise<TestWorkspace>;
  member(
    ws: TestWorkspace,
    options?: { permissions?: PermissionCode[]; status?: string; email?: string },
  ): Promise<Client>;
  signIn(email: string): Promise<Client>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: fromPglite(await PGlite.create()), drop: async () => {} };
  const name = `fb_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: fromPostgres(target.toString()),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** Builds the app on a migrated empty database with a capturing mailer; one per test file. */
export async function createTestApp(): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const mail: MailMessage[] = [];
  const mailer: Mailer = { transport: 'outbox', send: async (m) => void mail.push(m) };
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3400',
    DATA_DIR: '/tmp/fb-admin-test',
  });
  const app = await buildApp({ config, database, mailer });
  const db = database.db;
  const passwordHash = await hashPassword(TEST_PASSWORD);

  const send = (
    method: Method,
    url: string,
    cookies: Record<string, string>,
    body: unknown,
    csrf: boolean,
    lang = 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: cookieHeader({ ...cookies, ...(csrf ? { 'XSRF-TOKEN': XSRF } : {}) }),
        ...(csrf ? { 'x-xsrf-token': XSRF } : {}),
        'accept-language': lang,
        'user-agent': 'vitest',
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  async function signIn(email: string): Promise<Client> {
    const res = await send('POST', '/api/login', {}, { email, password: TEST_PASSWORD }, true);
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    const session = res.cookies.find((c) => c.name === 'fb_session');
    if (!session) throw new Error('no session cookie');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    const me = (await send('GET', '/api/user/auth', { fb_session: session.value }, undefined, false)).json<{
      workspace?: { id: string };
    }>();
    return {
      userId: user.id,
      orgId: me.workspace?.id ?? '',
      request: (method, url, body, options = {}) =>
        send(method, url, { fb_session: session.value }, body, options.csrf ?? true, options.lang),
    };
  }

  async function person(email: string): Promise<string> {
    const [row] = await db
      .insert(users)
      .values({
        email,
        firstName: 'Test',
        lastName: email.split('@')[0] ?? 'Person',
        passwordHash,
        status: 'active',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    return row.id;
  }

  return {
    app,
    db,
    mail,
    anonymous: (method, url, body, options = {}) => send(method, url, {}, body, options.csrf ?? true),
    signIn,
    async workspace(options = {}) {
      const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
      const ownerId = await person(email);
      const orgId = randomUUID();
      const { roleIds } = await db.transaction(async (tx) => {
        await enterTenant(tx, { orgId, userId: ownerId });
        return insertWorkspace(tx, {
          orgId,
          name: options.name ?? 'Acme',
          plan: options.plan ?? 'free',
          trial: options.trial ?? false,
          ownerId,
        });
      });
      await db.update(users).set({ lastOrgId: orgId }).where(eq(users.id, ownerId));
      return {
        orgId,
        admin: await signIn(email),
        defaultRoleId: roleIds.inspector,
        adminRoleId: roleIds.administrator,
      };
    },
    async member(ws, options = {}) {
      const email = options.email ?? `member-${randomUUID().slice(0, 8)}@example.com`;
      const userId = await person(email);
      await db.update(users).set({ lastOrgId: ws.orgId }).where(eq(users.id, userId));
      await db.insert(memberships).values({ orgId: ws.orgId, userId, status: options.status ?? 'active' });
      const [role] = await db
        .insert(roles)
        .values({ orgId: ws.orgId, nameLang: `Only ${email}`, permissions: options.permissions ?? [] })
        .returning({ id: roles.id });
      if (role) await db.insert(membershipRoles).values({ orgId: ws.orgId, userId, roleId: role.id });
      if ((options.status ?? 'active') !== 'active')
        return { userId, orgId: ws.orgId, request: () => Promise.reject(new Error('not signed in')) };
      return signIn(email);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Sets a workspace's plan and trial directly (tests of plan limits). */
export async function setPlan(db: Db, orgId: string, plan: PlanKey, trialEndsAt: Date | null): Promise<void> {
  await db.update(organizations).set({ plan, trialEndsAt }).where(eq(organizations.id, orgId));
}
