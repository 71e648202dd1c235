import { randomInt, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { organizations, users } from '../db/schema';
import { addMember, insertWorkspace } from '../modules/workspaces/workspaces.repo';
import { hashPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import type { Storage } from '../platform/storage/storage';
import { enterTenant, recordActivity, withTenant, type Actor } from '../platform/db/tenancy';
import { seedDemoAssets } from './demo-assets';
import { seedDemoInspections, type DemoPerson } from './demo-inspections';
import { seedDemoTemplates } from './demo-templates/seed-demo-templates';

/**
 * The demo workspace's content (ADR 196): asset types and 30 assets, four published templates and about 200
 * inspections of the last 90 days by the demo users.
 */
async function seedDemoContent(
  db: Db,
  actor: Actor,
  people: readonly DemoPerson[],
  storage: Storage | undefined,
): Promise<void> {
  const demoAssets = await seedDemoAssets(db, actor);
  const templates = await seedDemoTemplates(db, actor, demoAssets);
  await withTenant(db, actor, (tx) =>
    seedDemoInspections(tx, actor.orgId ?? '', templates, people, new Date(), storage),
  );
}

/** The demo inspector's sign-in e-mail. */
export const DEMO_INSPECTOR_EMAIL = 'inspector@fieldbook.local';

/** Sign-in details printed once, on the start that created the demo. */
export interface DemoCredentials {
  admin: { email: string; password: string; generated: boolean };
  inspector: { email: string; password: string };
}

/** A readable random password (groups of letters and digits) that satisfies the password rule. */
export function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)] ?? 'a';
  const group = () => Array.from({ length: 4 }, (_, i) => pick(i === 3 ? digits : letters)).join('');
  return [group(), group(), group()].join('-');
}

/**
 * First start only (no organisation yet): workspace "Demo" on the enterprise plan with the administrator
 * and one inspector. Returns null when the database already has data, so a second start seeds nothing.
 */
export async function seedDemo(
  db: Db,
  options: {
    adminEmail: string;
    adminPassword?: string | undefined;
    passwordHashLogN?: number;
    /** FIELDBOOK_DEMO_DATA: templates, assets and inspections in the demo workspace (default on). */
    demoData?: boolean;
    /** Where the demo's photos are stored (ADR 218); without it the demo inspections have none. */
    storage?: Storage;
  },
): Promise<DemoCredentials | null> {
  const [existing] = await db.select({ n: count() }).from(organizations);
  if ((existing?.n ?? 0) > 0) return null;
  const adminPassword = options.adminPassword ?? generatePassword();
  const inspectorPassword = generatePassword();
  const logN = options.passwordHashLogN ?? 17;
  const orgId = randomUUID();
  const people = await db.transaction(async (tx) => {
    const [admin, inspector] = await tx
      .insert(users)
      .values([
        {
          email: options.adminEmail,
          firstName: 'Ada',
          lastName: 'Admin',
          passwordHash: await hashPassword(adminPassword, logN),
          lastOrgId: orgId,
        },
        {
          email: DEMO_INSPECTOR_EMAIL,
          firstName: 'Ian',
          lastName: 'Inspector',
          passwordHash: await hashPassword(inspectorPassword, logN),
          lastOrgId: orgId,
        },
      ])
      .returning();
    if (!admin || !inspector) throw new Error('demo users were not created');
    const actor = { orgId, userId: admin.id };
    await enterTenant(tx, actor);
    const { roleIds } = await insertWorkspace(tx, {
      orgId,
      name: 'Demo',
      plan: 'enterprise',
      trial: false,
      ownerId: admin.id,
    });
    await addMember(tx, orgId, inspector.id, roleIds.inspector);
    await recordActivity(tx, actor, {
      action: 'workspace.seeded',
      entity: 'workspace',
      entityId: orgId,
      summary: { demo: true },
    });
    return [
      { id: admin.id, name: 'Ada Admin' },
      { id: inspector.id, name: 'Ian Inspector' },
    ];
  });
  if (options.demoData !== false)
    await seedDemoContent(db, { orgId, userId: people[0]!.id }, people, options.storage);
  return {
    admin: { email: options.adminEmail, password: adminPassword, generated: !options.adminPassword },
    inspector: { email: DEMO_INSPECTOR_EMAIL, password: inspectorPassword },
  };
}
