import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type Language } from '@fieldbook/domain';
import { sessions, users } from '../../db/schema';
import { forgetAccess } from '../../platform/auth/access-cache';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { consume, RATE_LIMITS } from '../../platform/auth/rate-limit';
import { randomToken, safeEqual } from '../../platform/auth/secrets';
import type { UserRow } from '../../platform/auth/session';
import type { AppDeps } from '../../platform/deps';
import { enterTenant, recordActivity, withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/i18n';
import { recordSessionEvent } from '../activity-log/session-events';
import { insertWorkspace } from '../workspaces/workspaces.repo';
import {
  issueToken,
  liveTokens,
  retireTokens,
  TOKEN_TTL_SECONDS,
  tokenHash,
  type TokenPurpose,
} from './one-time-tokens';
import { unlockSignIn } from './sign-in-throttle';
import { mailAccountOwner } from './account-mail';
import { findUserByEmail, findUserById } from './users.repo';

const PASSWORD_LINKS: readonly TokenPurpose[] = ['set_password', 'reset_password'];

/** The web's reset page for a one-time token: /reset-password/<email>?token=… under PUBLIC_URL. */
export function passwordLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(email)}?token=${encodeURIComponent(token)}`;
}

/** Runs the registration insert; a unique-index race (two registrations of one e-mail) yields undefined. */
async function insertUnlessTaken<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23505') return undefined;
    throw error;
  }
}

/** Tells an address's owner that someone tried to register it, instead of telling the registrant (ADR 187). */
async function mailRegistrationAttempt(deps: AppDeps, owner: UserRow): Promise<void> {
  await mailAccountOwner(deps, owner, 'register_attempt', {
    sign_in: `${deps.config.publicUrl}/login`,
    reset: `${deps.config.publicUrl}/forgot-password`,
  });
}

/**
 * POST /register: the user (invited until a password is set), a first workspace on trial, and a set-password
 * link. An address already registered gets the same answer and its owner a notice, so the call reveals nothing.
 */
export async function register(
  deps: AppDeps,
  request: FastifyRequest,
  lang: Language,
  body: { first_name: string; last_name: string; email: string },
): Promise<void> {
  const { db, config } = deps;
  await consume(db, RATE_LIMITS.registrationsPerIp, request.ip);
  const existing = await findUserByEmail(db, body.email);
  if (existing) return mailRegistrationAttempt(deps, existing);
  const token = randomToken();
  const orgId = randomUUID();
  const user = await insertUnlessTaken(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          locale: lang,
          status: 'invited',
          lastOrgId: orgId,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await issueToken(tx, created.id, 'set_password', token);
      const actor: Actor = {
        orgId,
        userId: created.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      };
      await enterTenant(tx, actor);
      const name = translate(lang, 'workspaces.default_name', { first_name: body.first_name });
      await insertWorkspace(tx, { orgId, name, plan: 'free', trial: true, ownerId: created.id });
      await recordActivity(tx, actor, {
        action: 'user.registered',
        entity: 'user',
        entityId: created.id,
        summary: { email: body.email },
      });
      return created;
    }),
  );
  if (!user) {
    const owner = await findUserByEmail(db, body.email);
    if (owner) await mailRegistrationAttempt(deps, owner);
    return;
  }
  await deps.mailer.send({
    workspaceId: orgId,
    to: user.email,
    subject: translate(lang, 'mail.welcome.subject'),
    text: translate(lang, 'mail.welcome.body', {
      name: user.firstName,
      hours: TOKEN_TTL_SECONDS.set_password / 3600,
      link: passwordLink(config.publicUrl, user.email, token),
    }),
  });
}

/** POST /forget-password: e-mails a reset link when the account exists; the answer never tells. */
export async function forgetPassword(deps: AppDeps, request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = deps;
  await consume(db, RATE_LIMITS.resetRequestsPerIp, request.ip);
  await consume(db, RATE_LIMITS.resetRequestsPerEmail, email);
  const user = await findUserByEmail(db, email);
  if (!user || (user.status !== 'active' && user.status !== 'invited')) return;
  const token = randomToken();
  await issueToken(db, user.id, 'reset_password', token);
  await mailAccountOwner(deps, user, 'reset', {
    minutes: TOKEN_TTL_SECONDS.reset_password / 60,
    link: passwordLink(config.publicUrl, user.email, token),
  });
}

/** POST /reset-password: a valid one-time link token sets the password, activates the account and ends its sessions. */
export async function resetPassword(
  deps: AppDeps,
  request: FastifyRequest,
  body: { email: string; current_password: string; new_password: string },
): Promise<void> {
  const { db } = deps;
  await consume(db, RATE_LIMITS.resetAttemptsPerEmail, body.email);
  const user = await findUserByEmail(db, body.email);
  const tokens = user ? await liveTokens(db, user.id, PASSWORD_LINKS) : [];
  const token = tokens.find((t) => safeEqual(tokenHash(t.id, body.current_password), t.tokenHash));
  if (!user || !token || (user.status !== 'active' && user.status !== 'invited')) {
    throw errors.validation(
      { current_password: { key: 'auth.invalid_token' } },
      ERROR_CODES.invalidToken,
      'auth.invalid_token',
    );
  }
  const passwordHash = await hashPassword(body.new_password, deps.config.passwordHashLogN);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await retireTokens(tx, user.id, PASSWORD_LINKS);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  forgetAccess(db);
  await unlockSignIn(db, deps.config, body.email);
  await recordSessionEvent(db, request, { userId: user.id, orgId: user.lastOrgId }, 'user.password_reset');
}

/** POST /user/account/change-password: checks the current password, keeps only this session signed in. */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  user: UserRow,
  body: { current_password: string; new_password: string },
): Promise<void> {
  const { db } = deps;
  const fresh = await findUserById(db, user.id);
  if (!(await verifyPassword(body.current_password, fresh?.passwordHash))) {
    throw errors.validation({ current_password: { key: 'auth.wrong_current_password' } });
  }
  const passwordHash = await hashPassword(body.new_password, deps.config.passwordHashLogN);
  await withTenant(db, actor, async (tx, audit) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await audit({ action: 'user.password_changed', entity: 'user', entityId: user.id });
  });
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
  forgetAccess(db);
}
