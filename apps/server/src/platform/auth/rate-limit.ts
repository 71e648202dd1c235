import { sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from '../db/client';
import { errors } from '../errors/app-error';

/** A named limit: at most `max` counted events per `windowSeconds`. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Where a subject stands after an event was counted: what the `RateLimit-*` headers tell the caller. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/** Limits of the auth flows that count every attempt (ADR 189); counted in the database, shared by all processes. */
export const RATE_LIMITS = {
  twoFactorAttemptsPerEmail: { name: '2fa-email', max: 10, windowSeconds: 15 * 60 },
  twoFactorResendPerEmail: { name: '2fa-resend', max: 5, windowSeconds: 15 * 60 },
  resetRequestsPerEmail: { name: 'reset-email', max: 5, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { name: 'reset-ip', max: 30, windowSeconds: 60 * 60 },
  resetAttemptsPerEmail: { name: 'reset-fail', max: 10, windowSeconds: 60 * 60 },
  unlockAttemptsPerEmail: { name: 'unlock-fail', max: 10, windowSeconds: 60 * 60 },
  registrationsPerIp: { name: 'register-ip', max: 20, windowSeconds: 60 * 60 },
  /** A shared report and its photos (ADR 201): one reader opens one page and up to a few hundred files. */
  sharedReportsPerIp: { name: 'shared-report-ip', max: 600, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The stored key of a rule's counter for one subject (an e-mail, an IP, a session). */
export function bucket(name: string, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

/**
 * Counts one event in one statement (a new window starts when the old one ended) and answers the count:
 * concurrent callers each get their own number, so at most `max` of them ever see `hits <= max`.
 */
export async function hit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
): Promise<LimitState & { hits: number }> {
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: bucket(rule.name, subject),
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      resetSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned nothing');
  const resetSeconds = Number(row.resetSeconds);
  return {
    hits: row.hits,
    limit: rule.max,
    remaining: Math.max(0, rule.max - row.hits),
    resetSeconds,
  };
}

/** Counts an attempt and refuses it (429) when it is beyond the rule's allowance; answers the state otherwise. */
export async function consume(db: Db, rule: RateLimitRule, subject: string): Promise<LimitState> {
  const state = await hit(db, rule, subject);
  if (state.hits > rule.max) throw errors.rateLimited(state.resetSeconds, state);
  return state;
}
