import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, organizations, roles } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createOwner } from '../../test/factories';
import type { Database, Tx } from './client';
import { withTenant } from './tenancy';

async function firstRow(tx: Tx, query: SQL): Promise<unknown> {
  const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
  return result.rows[0];
}

describe('tenancy: Row-Level Security as the non-owner role', () => {
  let database: Database;
  let a: Awaited<ReturnType<typeof createOwner>>;
  let b: Awaited<ReturnType<typeof createOwner>>;
  const asA = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(database.db, { orgId: a.org.id, userId: a.user.id }, fn);

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createOwner(database.db, { name: 'Org A' });
    b = await createOwner(database.db, { name: 'Org B' });
  });
  afterAll(() => database.close());

  it('runs requests as fieldbook_app, not as the table owner', async () => {
    const row = await asA((tx) => firstRow(tx, sql`select current_user as who`));
    expect(row).toEqual({ who: 'fieldbook_app' });
  });

  it('reads only the own organisation even when a query forgets the org filter', async () => {
    const visible = await asA((tx) => tx.select().from(roles));
    expect(visible.length).toBe(2);
    expect(new Set(visible.map((r) => r.orgId))).toEqual(new Set([a.org.id]));
    const orgs = await asA((tx) => tx.select().from(organizations).where(eq(organizations.id, b.org.id)));
    expect(orgs).toEqual([]);
  });

  it('cannot update another organisation’s rows', async () => {
    const updated = await asA((tx) => tx.update(roles).set({ nameLang: 'Renamed' }).returning());
    expect(updated.every((r) => r.orgId === a.org.id)).toBe(true);
    const direct = await asA((tx) =>
      tx.update(roles).set({ nameLang: 'Hijacked' }).where(eq(roles.id, b.roleIds.administrator)).returning(),
    );
    expect(direct).toEqual([]);
    const [bRole] = await database.db.select().from(roles).where(eq(roles.id, b.roleIds.administrator));
    expect(bRole?.nameLang).toBe('Administrator');
  });

  it('cannot delete another organisation’s rows', async () => {
    await asA((tx) => tx.delete(activityLog));
    await withTenant(database.db, { orgId: b.org.id, userId: b.user.id }, async (_tx, audit) => {
      await audit({ action: 'group.created', entity: 'group' });
    });
    await asA((tx) => tx.delete(activityLog));
    const remaining = await database.db.select().from(activityLog).where(eq(activityLog.orgId, b.org.id));
    expect(remaining.map((r) => r.action)).toEqual(['group.created']);
  });

  it('cannot write a row into another organisation', async () => {
    await expect(
      asA((tx) => tx.insert(activityLog).values({ orgId: b.org.id, action: 'x', entity: 'y' })),
    ).rejects.toThrow();
  });

  it('sees nothing without an organisation scope', async () => {
    const rows = await withTenant(database.db, { orgId: null, userId: null }, (tx) =>
      tx.select().from(roles),
    );
    expect(rows).toEqual([]);
  });

  it('does not leak the scope into later transactions', async () => {
    await asA(async () => undefined);
    const row = await withTenant(database.db, { orgId: null, userId: null }, (tx) =>
      firstRow(tx, sql`select current_setting('app.org_id', true) as org`),
    );
    expect(row).toEqual({ org: '' });
  });

  it('writes the activity-log row in the mutation’s transaction (rolled back together)', async () => {
    await expect(
      asA(async (tx, audit) => {
        await audit({ action: 'role.deleted', entity: 'role' });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const rows = await database.db.select().from(activityLog).where(eq(activityLog.action, 'role.deleted'));
    expect(rows).toEqual([]);
  });
});
