import { and, eq, gt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from '../db/client';
import { errors } from '../errors/app-error';

/** A named limit: at most `max` counted events per `windowSeconds`. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Limits of the sign-in flows (ARCHITECTURE security baseline); counted in the database, shared by all processes. */
export const RATE_LIMITS = {
  loginFailuresPerEmail: { name: 'login-email', max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-ip', max: 100, windowSeconds: 15 * 60 },
  twoFactorFailuresPerEmail: { name: '2fa-email', max: 10, windowSeconds: 15 * 60 },
  twoFactorResendPerEmail: { name: '2fa-resend', max: 5, windowSeconds: 15 * 60 },
  resetRequestsPerEmail: { name: 'reset-email', max: 5, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'reset-ip', max: 30, windowSeconds: 60 * 60 },
  resetFailuresPerEmail: { name: 'reset-fail', max: 10, windowSeconds: 60 * 60 },
  registrationsPerIp: { name: 'register-ip', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

function bucket(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/** Throws 429 when the subject already used up its window; does not count anything itself. */
export async function assertWithinLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const [row] = await db
    .select({
      hits: rateLimits.hits,
      retry: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, bucket(rule, subject)), gt(rateLimits.windowEndsAt, sql`now()`)));
  if (row && row.hits >= rule.max) throw errors.rateLimited(Number(row.retry));
}

/** Counts one event atomically (a new window starts when the old one ended). */
export async function countHit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(
    sql`insert into rate_limits (key, hits, window_ends_at)
        values (${bucket(rule, subject)}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          hits = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.hits + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at
                                else rate_limits.window_ends_at end`,
  );
}

/** Checks then counts: for calls where every attempt counts (resends, reset requests, registrations). */
export async function consume(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await assertWithinLimit(db, rule, subject);
  await countHit(db, rule, subject);
}
