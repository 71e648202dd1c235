import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type LoginResponse } from '@fieldbook/domain';
import { authTokens, users } from '../../db/schema';
import { loadAccess } from '../../platform/auth/access';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/auth/password';
import { consume, RATE_LIMITS } from '../../platform/auth/rate-limit';
import { randomCode, randomToken, safeEqual } from '../../platform/auth/secrets';
import { startSession, type UserRow } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors/app-error';
import { setRateLimitHeaders } from '../../platform/http/rate-limit-headers';
import { recordSessionEvent } from '../activity-log/session-events';
import { mailAccountOwner } from './account-mail';
import { findUserByEmail, toAuthUser } from './users.repo';
import { issueToken, liveTokens, TOKEN_TTL_SECONDS, tokenHash } from './one-time-tokens';
import { takeSignInAttempt } from './sign-in-throttle';

/** Wrong codes allowed per two-factor challenge before it is void. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** How long after the password step a code may still be resent. */
const RESEND_WINDOW_MS = 30 * 60 * 1000;

const EMPTY_STEP = {
  next_step_code: null,
  username: null,
  code_sent_to: null,
  sent_to_method: null,
  expired_after: null,
  id: null,
} as const;

/** Hides most of an e-mail address for the "code sent to" line (ad***@example.com). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}@${domain}`;
}

/** Issues and e-mails a fresh 6-digit code (earlier ones die) and answers the USR_2FA step. */
async function sendTwoFactorCode(deps: AppDeps, user: UserRow): Promise<LoginResponse> {
  const code = randomCode();
  const token = await issueToken(deps.db, user.id, 'two_factor', code);
  await mailAccountOwner(deps, user, 'two_factor', { code, minutes: TOKEN_TTL_SECONDS.two_factor / 60 });
  return {
    user: null,
    next_step_code: ERROR_CODES.twoFactorRequired,
    username: user.email,
    code_sent_to: maskEmail(user.email),
    sent_to_method: 'email',
    expired_after: TOKEN_TTL_SECONDS.two_factor,
    id: token.id,
  };
}

/** Opens the session (in the workspace used last, else the first) and answers with the signed-in user. */
async function signIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResponse> {
  const session = await startSession(
    deps.db,
    request,
    reply,
    user,
    user.lastOrgId,
    deps.config.secureCookies,
  );
  const access = await loadAccess(deps.db, session);
  await recordSessionEvent(
    deps.db,
    request,
    { userId: user.id, orgId: access.org?.id ?? null },
    'user.signed_in',
  );
  return { user: toAuthUser(user, access), ...EMPTY_STEP };
}

/** Mails the owner a link that lifts the ceiling their account reached (ADR 189), in the owner's language. */
async function sendUnlockLink(deps: AppDeps, user: UserRow): Promise<void> {
  const token = randomToken();
  await issueToken(deps.db, user.id, 'unlock_sign_in', token);
  const params = new URLSearchParams({ email: user.email, unlock: token });
  await mailAccountOwner(deps, user, 'unlock', {
    hours: TOKEN_TTL_SECONDS.unlock_sign_in / 3600,
    link: `${deps.config.publicUrl}/login?${params.toString()}`,
  });
}

/** Redoes a stored hash cheaper than PASSWORD_HASH_LOG_N now that the password is known to be right. */
async function upgradeHash(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const logN = deps.config.passwordHashLogN;
  if (!needsRehash(user.passwordHash, logN)) return;
  const passwordHash = await hashPassword(password, logN);
  await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
}

/** POST /login: password step; answers the user, or the two-factor step when the user enabled it. */
export async function login(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; password: string },
): Promise<LoginResponse> {
  const { db } = deps;
  const attempt = await takeSignInAttempt(db, deps.config, reply, body.email, request.ip);
  const user = await findUserByEmail(db, body.email);
  const valid = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !valid || user.status !== 'active') {
    await attempt.failed();
    if (user && attempt.reachesCeiling) await sendUnlockLink(deps, user);
    throw new AppError(401, ERROR_CODES.invalidCredentials, 'auth.invalid_credentials');
  }
  await attempt.succeeded();
  await upgradeHash(deps, user, body.password);
  if (user.twoFactorEnabled) return sendTwoFactorCode(deps, user);
  return signIn(deps, request, reply, user);
}

function invalidCode(): AppError {
  return errors.validation(
    { code: { key: 'auth.invalid_2fa_code' } },
    ERROR_CODES.invalidCode,
    'auth.invalid_2fa_code',
  );
}

/**
 * Counts one try against the user's newest live challenge in one statement and answers it, or nothing when
 * the challenge is used up: concurrent wrong codes can never try more than TWO_FACTOR_MAX_ATTEMPTS.
 */
async function takeCodeAttempt(db: Db, userId: string) {
  const [live] = await liveTokens(db, userId, ['two_factor']);
  if (!live) return null;
  const [taken] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(
      and(
        eq(authTokens.id, live.id),
        isNull(authTokens.usedAt),
        lt(authTokens.attempts, TWO_FACTOR_MAX_ATTEMPTS),
      ),
    )
    .returning();
  return taken ?? null;
}

/** Marks a challenge used, once: only the caller that wins this update may sign in with it. */
async function useChallenge(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return used.length === 1;
}

/** POST /login-2fa: checks the e-mailed code (limited attempts, expiring, single use) and signs in. */
export async function loginTwoFactor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; code: string },
): Promise<LoginResponse> {
  const { db } = deps;
  setRateLimitHeaders(reply, await consume(db, RATE_LIMITS.twoFactorAttemptsPerEmail, body.email));
  const user = await findUserByEmail(db, body.email);
  const token = user && user.status === 'active' ? await takeCodeAttempt(db, user.id) : null;
  if (!user || !token) throw invalidCode();
  if (!safeEqual(tokenHash(token.id, body.code), token.tokenHash)) {
    if (token.attempts >= TWO_FACTOR_MAX_ATTEMPTS) await useChallenge(db, token.id);
    throw invalidCode();
  }
  if (!(await useChallenge(db, token.id))) throw invalidCode();
  return signIn(deps, request, reply, user);
}

/** POST /resend-2fa: a new code for a sign-in that passed its password step in the last 30 minutes. */
export async function resendTwoFactor(deps: AppDeps, email: string): Promise<LoginResponse> {
  const { db } = deps;
  await consume(db, RATE_LIMITS.twoFactorResendPerEmail, email);
  const user = await findUserByEmail(db, email);
  const [pending] = user
    ? await db
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, user.id),
            eq(authTokens.purpose, 'two_factor'),
            isNull(authTokens.usedAt),
            gt(authTokens.createdAt, new Date(Date.now() - RESEND_WINDOW_MS)),
          ),
        )
        .orderBy(desc(authTokens.createdAt))
        .limit(1)
    : [];
  if (!user || !pending || user.status !== 'active') {
    throw errors.validation(
      { email: { key: 'auth.no_pending_2fa' } },
      ERROR_CODES.invalidToken,
      'auth.no_pending_2fa',
    );
  }
  return sendTwoFactorCode(deps, user);
}
