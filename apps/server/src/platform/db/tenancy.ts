import type { ActivityAction, ActivityEntity } from '@fieldbook/domain';
import { sql } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { forgetAccess } from '../auth/access-cache';
import type { Db, Tx } from './client';
import type { TenantTransaction } from './pg-tenant-transaction';

/** The non-owner role every request transaction runs as, so Row-Level Security applies (ADR 030). */
export const APP_ROLE = 'fieldbook_app';

/** Who acts and from where: the tenant scope of a transaction and the facts its activity-log row records. */
export interface Actor {
  orgId: string | null;
  userId: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** One activity-log entry; the actor's organisation, user, ip and agent are added by the audit function. */
export interface ActivityEntry {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: string | null;
  summary?: Record<string, unknown>;
}

/** Records an activity (or several, e.g. one per member of a bulk call) in the mutation's transaction. */
export type Audit = (entry: ActivityEntry | readonly ActivityEntry[]) => Promise<void>;

/**
 * Switches an open transaction to the tenant role and scope in one round trip (`set_config('role', …, true)`
 * is `SET LOCAL ROLE`); the settings end with the transaction.
 */
export async function enterTenant(tx: Tx, actor: Pick<Actor, 'orgId' | 'userId'>): Promise<void> {
  await tx.execute(
    sql`select set_config('app.org_id', ${actor.orgId ?? ''}, true), set_config('app.user_id', ${actor.userId ?? ''}, true), set_config('role', ${APP_ROLE}, true)`,
  );
}

/** Rows per insert statement when a bulk call records many activities. */
const AUDIT_BATCH = 1000;

/** Writes activity-log rows for the actor's organisation (skipped when the actor has none yet). */
export async function recordActivity(
  tx: Tx,
  actor: Actor,
  entry: ActivityEntry | readonly ActivityEntry[],
): Promise<void> {
  const { orgId } = actor;
  if (!orgId) return;
  const entries = Array.isArray(entry) ? (entry as readonly ActivityEntry[]) : [entry as ActivityEntry];
  for (let at = 0; at < entries.length; at += AUDIT_BATCH) {
    await tx.insert(activityLog).values(
      entries.slice(at, at + AUDIT_BATCH).map((e) => ({
        orgId,
        userId: actor.userId,
        action: e.action,
        entity: e.entity,
        entityId: e.entityId ?? null,
        summary: e.summary ?? {},
        ip: actor.ip ?? null,
        userAgent: actor.userAgent ?? null,
      })),
    );
  }
}

/**
 * The one way services touch tenant data: a transaction as the tenant role scoped to the actor's
 * organisation, with an audit function writing the activity-log row inside that same transaction.
 * Every mutation audits, so an audited commit also empties the access cache (ADR 086).
 */
export async function withTenant<T>(
  db: Db,
  actor: Actor,
  fn: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  let mutated = false;
  const body = (tx: Tx) =>
    fn(tx, (entry) => {
      mutated = true;
      return recordActivity(tx, actor, entry);
    });
  const fast = fastTransactions.get(db);
  const result = fast
    ? await fast(tenantScopeSql(actor), body)
    : await db.transaction(async (tx) => {
        await enterTenant(tx, actor);
        return body(tx);
      });
  if (mutated) forgetAccess(db);
  return result;
}

const fastTransactions = new WeakMap<object, TenantTransaction>();

/** Lets withTenant open this database's transactions with `begin` and the scope in one round trip. */
export function useTenantTransactions(db: Db, run: TenantTransaction): void {
  fastTransactions.set(db, run);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statement of {@link enterTenant} as literal SQL for a simple query (no parameters there): the ids
 * come from the session, and anything but a uuid is refused before it could reach SQL.
 */
export function tenantScopeSql(actor: Pick<Actor, 'orgId' | 'userId'>): string {
  const literal = (id: string | null) => {
    if (id !== null && !UUID.test(id)) throw new Error('tenant scope ids must be uuids');
    return `'${id ?? ''}'`;
  };
  return `select set_config('app.org_id', ${literal(actor.orgId)}, true), set_config('app.user_id', ${literal(actor.userId)}, true), set_config('role', '${APP_ROLE}', true)`;
}
