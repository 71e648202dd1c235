import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../../db/schema';
import type { Db } from '../db/client';
import { forgetAccess } from './access-cache';
import { clearSessionCookie, SESSION_COOKIE, SESSION_TTL_SECONDS, setSessionCookie } from './cookies';
import { csrfTokenFor, setCsrfCookie } from './csrf';
import { hashSecret, randomToken } from './secrets';

/** A user row as the platform reads it. */
export type UserRow = typeof users.$inferSelect;

/** The session behind a request's cookie, with its user. */
export interface SessionRecord {
  id: string;
  orgId: string | null;
  user: UserRow;
}

/** Starts a session (new token: no fixation), stores only the token's hash and sets the cookie. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  orgId: string | null,
  secure: boolean,
): Promise<SessionRecord> {
  await endSession(db, request);
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
  const token = randomToken();
  const id = hashSecret(token);
  forgetAccess(db);
  await db.insert(sessions).values({
    id,
    userId: user.id,
    orgId,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  setSessionCookie(reply, token, secure);
  setCsrfCookie(reply, csrfTokenFor(token), secure);
  return { id, orgId, user };
}

/** Reads the session of a request's cookie, or null when there is none or it expired. */
export async function readSession(
  db: Db,
  request: FastifyRequest,
): Promise<(SessionRecord & { expiresAt: Date }) | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const rows = await db
    .select({ id: sessions.id, orgId: sessions.orgId, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashSecret(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes the request's session row, if any (sign-out, or before a new sign-in). */
export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply?: FastifyReply,
  secure = false,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.id, hashSecret(token)));
  forgetAccess(db);
  if (!reply) return;
  clearSessionCookie(reply, secure);
  setCsrfCookie(reply, randomToken(24), secure);
}

/** Moves a session to another organisation (workspace switch, or fallback when its organisation is gone). */
export async function setSessionOrg(db: Db, sessionId: string, orgId: string | null): Promise<void> {
  await db.update(sessions).set({ orgId }).where(eq(sessions.id, sessionId));
  forgetAccess(db);
}
