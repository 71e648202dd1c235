import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { Db } from '../db/client';
import { forgetAccess } from './access-cache';
import { SESSION_COOKIE } from './cookies';
import { hashSecret, randomToken } from './secrets';

/** How long a session minted for a server-side render lives at most (ADR 203); it is revoked as the render ends. */
export const RENDER_SESSION_TTL_SECONDS = 120;

/** A short session of a member in a workspace, as the cookie a headless browser sends with it. */
export interface RenderSession {
  cookie: { name: string; value: string };
  /** Deletes the session; safe to call twice. */
  revoke(): Promise<void>;
}

/**
 * Starts a short-lived session for a member in one workspace, so a page the server prints (the report's PDF) is
 * read with exactly that member's permissions, through the same session rows as a sign-in.
 */
export async function startRenderSession(
  db: Db,
  owner: { userId: string; orgId: string },
  ttlSeconds = RENDER_SESSION_TTL_SECONDS,
): Promise<RenderSession> {
  const token = randomToken();
  const id = hashSecret(token);
  await db.insert(sessions).values({
    id,
    userId: owner.userId,
    orgId: owner.orgId,
    ip: null,
    userAgent: 'fieldbook-pdf',
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return {
    cookie: { name: SESSION_COOKIE, value: token },
    revoke: async () => {
      await db.delete(sessions).where(eq(sessions.id, id));
      forgetAccess(db);
    },
  };
}
