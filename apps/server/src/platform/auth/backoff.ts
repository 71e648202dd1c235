import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from '../db/client';
import { bucket } from './rate-limit';

/**
 * Attempts held back progressively: the first `freeAttempts` in a window go through at once, each later one
 * waits `baseDelaySeconds` doubled per attempt (at most `maxDelaySeconds`); with a `ceiling`, attempts stop
 * altogether once that many were taken in the window.
 */
export interface BackoffRule {
  name: string;
  windowSeconds: number;
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  ceiling?: number;
}

/** A taken attempt (its number in the window), or why not: held back by a delay, or stopped at the ceiling. */
export type Attempt =
  | { taken: true; hits: number; resetSeconds: number }
  | { taken: false; reason: 'delayed' | 'ceiling'; retryAfterSeconds: number };

/**
 * The moment the attempt after the n-th may come: none for the free ones (not "now": a concurrent statement
 * whose transaction began a moment earlier would see that as the future), then doubling delays up to the cap.
 */
const delayedUntil = (rule: BackoffRule, n: unknown) =>
  sql`case when ${n} <= ${rule.freeAttempts} then null else now() + make_interval(secs =>
        least(${rule.maxDelaySeconds}, ${rule.baseDelaySeconds} * power(2, ${n} - ${rule.freeAttempts} - 1))) end`;

const seconds = (at: unknown) => sql<number>`greatest(1, ceil(extract(epoch from ${at} - now())))::int`;

/**
 * Takes one attempt in a single statement, so concurrent callers (in any number of server processes) never
 * slip past a delay or ceiling together: the row is updated only when the attempt is allowed.
 */
export async function takeAttempt(db: Db, rule: BackoffRule, subject: string): Promise<Attempt> {
  const key = bucket(rule.name, subject);
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const hits = sql`(case when ${expired} then 1 else ${rateLimits.hits} + 1 end)`;
  const delay = (n: unknown) => delayedUntil(rule, n);
  const allowed = sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= now())
    and (${expired} or ${rateLimits.hits} < ${rule.ceiling ?? 2147483647})`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds})`,
      blockedUntil: delay(sql`1`),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        blockedUntil: delay(hits),
      },
      setWhere: allowed,
    })
    .returning({ hits: rateLimits.hits, resetSeconds: seconds(rateLimits.windowEndsAt) });
  if (row) return { taken: true, hits: row.hits, resetSeconds: Number(row.resetSeconds) };
  const [held] = await db
    .select({
      delayed: sql<boolean>`coalesce(${rateLimits.blockedUntil} > now(), false)`,
      delaySeconds: seconds(rateLimits.blockedUntil),
      windowSeconds: seconds(rateLimits.windowEndsAt),
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const delayed = held?.delayed ?? false;
  return {
    taken: false,
    reason: delayed ? 'delayed' : 'ceiling',
    retryAfterSeconds: Number((delayed ? held?.delaySeconds : held?.windowSeconds) ?? 1),
  };
}

/** Starts a taken attempt's delay again from now: it failed, and the wait is counted from the failure. */
export async function restartDelay(db: Db, rule: BackoffRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ blockedUntil: delayedUntil(rule, rateLimits.hits) })
    .where(eq(rateLimits.key, bucket(rule.name, subject)));
}

/** Gives an attempt back (it succeeded), so successes never count towards delays or the ceiling. */
export async function returnAttempt(db: Db, rule: BackoffRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(0, ${rateLimits.hits} - 1)` })
    .where(eq(rateLimits.key, bucket(rule.name, subject)));
}

/**
 * Forgets a subject's attempts (a successful sign-in of the pair); with `prefix`, of every subject starting
 * with it (an unlock by the owner clears the account's pairs with all IPs).
 */
export async function clearAttempts(
  db: Db,
  rule: BackoffRule,
  subject: string,
  options: { prefix?: boolean } = {},
): Promise<void> {
  const key = bucket(rule.name, subject);
  await db
    .delete(rateLimits)
    .where(options.prefix ? sql`starts_with(${rateLimits.key}, ${key})` : eq(rateLimits.key, key));
}
