import { sql } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import type { Db, Tx } from './client';

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
  action: string;
  entity: string;
  entityId?: string | null;
  summary?: Record<string, unknown>;
}

/** Records an activity in the same transaction as the mutation it describes. */
export type Audit = (entry: ActivityEntry) => Promise<void>;

/** Switches an open transaction to the tenant role and scope; the settings end with the transaction. */
export async function enterTenant(tx: Tx, actor: Pick<Actor, 'orgId' | 'userId'>): Promise<void> {
  await tx.execute(
    sql`select set_config('app.org_id', ${actor.orgId ?? ''}, true), set_config('app.user_id', ${actor.userId ?? ''}, true)`,
  );
  await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
}

/** Writes one activity-log row for the actor's organisation (skipped when the actor has none yet). */
export async function recordActivity(tx: Tx, actor: Actor, entry: ActivityEntry): Promise<void> {
  if (!actor.orgId) return;
  await tx.insert(activityLog).values({
    orgId: actor.orgId,
    userId: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary ?? {},
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? null,
  });
}

/**
 * The one way services touch tenant data: a transaction as the tenant role scoped to the actor's
 * organisation, with an audit function writing the activity-log row inside that same transaction.
 */
export function withTenant<T>(db: Db, actor: Actor, fn: (tx: Tx, audit: Audit) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, actor);
    return fn(tx, (entry) => recordActivity(tx, actor, entry));
  });
}
