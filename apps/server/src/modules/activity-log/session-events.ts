import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';

/** Account events that happen outside a workspace call but belong in its activity log (ADR 083). */
export type SessionEvent = 'user.signed_in' | 'user.signed_out' | 'user.password_reset';

/**
 * Writes a sign-in, sign-out or password-reset row into the workspace the person works in; nothing when
 * there is none (a person without workspaces has no activity log to show it in).
 */
export async function recordSessionEvent(
  db: Db,
  request: FastifyRequest,
  who: { userId: string; orgId: string | null },
  action: SessionEvent,
): Promise<void> {
  if (!who.orgId) return;
  const actor = {
    orgId: who.orgId,
    userId: who.userId,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
  await withTenant(db, actor, (_tx, audit) => audit({ action, entity: 'user', entityId: who.userId }));
}
