import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PermissionCode, PlanKey } from '@fieldbook/domain';
import type { FirstScreenRenderer } from '@fieldbook/domain/common/first-screen';
import { membershipRoles, memberships, organizations, roles, users } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import type { PdfRenderer } from '../../platform/pdf/pdf-renderer';
import type { Storage } from '../../platform/storage/storage';
import { TestClient, type RequestOptions } from '../../test/client';
import { createUser, createWorkspace, TEST_PASSWORD } from '../../test/factories';
import { outboxOf } from '../../test/outbox';
import { createTestApp as createPlatformTestApp } from '../../test/test-app';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in browser (the platform's TestClient) with the ids the admin tests need. */
export interface Client {
  userId: string;
  orgId: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
}

/** A workspace made for a test, with its Administrator signed in. */
export interface TestWorkspace {
  orgId: string;
  admin: Client;
  defaultRoleId: string;
  adminRoleId: string;
}

/** The platform's test app plus the workspace/member helpers of the administration tests. */
export interface AdminTestApp {
  db: Db;
  /** The app's storage, to see that objects are written and removed. */
  storage: Storage;
  anonymous(
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  workspace(options?: { plan?: PlanKey; trial?: boolean; name?: string }): Promise<TestWorkspace>;
  member(
    ws: TestWorkspace,
    options?: { permissions?: PermissionCode[]; status?: string; email?: string },
  ): Promise<Client>;
  signIn(email: string): Promise<Client>;
  lastMail(): Promise<{ to: string; text: string }>;
  close(): Promise<void>;
}

/** Builds the app on a fresh database through the platform harness (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createAdminTestApp(
  options: {
    env?: Record<string, string>;
    firstScreenRenderer?: FirstScreenRenderer;
    pdf?: PdfRenderer;
  } = {},
): Promise<AdminTestApp> {
  const base = await createPlatformTestApp(options);
  const { app, db } = base;

  async function signIn(email: string): Promise<Client> {
    const client = new TestClient(app);
    await client.signIn(email, TEST_PASSWORD);
    const me = (await client.get('/api/user/auth')).json<{ id: string; workspace?: { id: string } }>();
    return { userId: me.id, orgId: me.workspace?.id ?? '', request: (...args) => client.request(...args) };
  }

  return {
    db,
    storage: app.deps.storage,
    anonymous: (method, url, body, options) => new TestClient(app).request(method, url, body, options),
    signIn,
    async workspace(options = {}) {
      const owner = await createUser(db);
      const { org, roleIds } = await createWorkspace(db, owner.id, { name: 'Acme', ...options });
      await db.update(users).set({ lastOrgId: org.id }).where(eq(users.id, owner.id));
      return {
        orgId: org.id,
        admin: await signIn(owner.email),
        defaultRoleId: roleIds.inspector,
        adminRoleId: roleIds.administrator,
      };
    },
    async member(ws, options = {}) {
      const email = options.email ?? `member-${randomUUID().slice(0, 8)}@example.com`;
      const person = await createUser(db, { email, lastOrgId: ws.orgId });
      const status = options.status ?? 'active';
      await db.insert(memberships).values({ orgId: ws.orgId, userId: person.id, status });
      const [role] = await db
        .insert(roles)
        .values({ orgId: ws.orgId, nameLang: `Only ${email}`, permissions: options.permissions ?? [] })
        .returning({ id: roles.id });
      if (role)
        await db.insert(membershipRoles).values({ orgId: ws.orgId, userId: person.id, roleId: role.id });
      if (status === 'active') return signIn(email);
      return {
        userId: person.id,
        orgId: ws.orgId,
        request: () => Promise.reject(new Error('not signed in')),
      };
    },
    async lastMail() {
      const [mail] = await outboxOf(db).messages();
      if (!mail) throw new Error('no mail sent');
      return mail;
    },
    close: () => base.close(),
  };
}

/** Sets a workspace's plan and trial directly (tests of plan limits). */
export async function setPlan(db: Db, orgId: string, plan: PlanKey, trialEndsAt: Date | null): Promise<void> {
  await db.update(organizations).set({ plan, trialEndsAt }).where(eq(organizations.id, orgId));
}
