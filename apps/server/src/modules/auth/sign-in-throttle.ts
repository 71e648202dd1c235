import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import {
  clearAttempts,
  restartDelay,
  returnAttempt,
  takeAttempt,
  type BackoffRule,
} from '../../platform/auth/backoff';
import type { Db } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { setRateLimitHeaders } from '../../platform/http/rate-limit-headers';

/** The three counters a password attempt passes (ADR 189), from the configured allowances. */
export function signInRules(config: Config) {
  const { signInFreeAttempts, signInAccountCeiling } = config.rateLimits;
  return {
    /** One account from one IP: a few free attempts, then 1 s, 2 s, 4 s … up to 15 minutes between attempts. */
    pair: {
      name: 'login-pair',
      windowSeconds: 60 * 60,
      freeAttempts: signInFreeAttempts,
      baseDelaySeconds: 1,
      maxDelaySeconds: 15 * 60,
    },
    /** One IP over all accounts: slowed (never locked) past 300 attempts in 15 minutes. */
    ip: {
      name: 'login-ip',
      windowSeconds: 15 * 60,
      freeAttempts: 300,
      baseDelaySeconds: 1,
      maxDelaySeconds: 10,
    },
    /** One account from anywhere: past the ceiling in a day, only the owner's mailed unlock link lets passwords in. */
    account: {
      name: 'login-account',
      windowSeconds: 24 * 60 * 60,
      freeAttempts: signInAccountCeiling,
      baseDelaySeconds: 0,
      maxDelaySeconds: 0,
      ceiling: signInAccountCeiling,
    },
  } satisfies Record<string, BackoffRule>;
}

/** What a taken sign-in attempt needs to settle it once the password was checked. */
export interface SignInAttempt {
  /** Whether this attempt was the one that reached the account's ceiling (its failure mails the unlock link). */
  reachesCeiling: boolean;
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Takes one password attempt for an e-mail from an IP, or refuses it with 429 (Retry-After, RateLimit-*):
 * the IP's and the pair's delays first, then the account's ceiling.
 */
export async function takeSignInAttempt(
  db: Db,
  config: Config,
  reply: FastifyReply,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const rules = signInRules(config);
  const pairSubject = `${email}|${ip}`;
  for (const [rule, subject] of [
    [rules.ip, ip],
    [rules.pair, pairSubject],
  ] as const) {
    const attempt = await takeAttempt(db, rule, subject);
    if (!attempt.taken) throw errors.rateLimited(attempt.retryAfterSeconds, { limit: rule.freeAttempts });
    if (rule === rules.pair) {
      setRateLimitHeaders(reply, {
        limit: rule.freeAttempts,
        remaining: Math.max(0, rule.freeAttempts - attempt.hits),
        resetSeconds: attempt.resetSeconds,
      });
    }
  }
  const account = await takeAttempt(db, rules.account, email);
  if (!account.taken) {
    throw errors.rateLimited(
      account.retryAfterSeconds,
      { limit: rules.account.ceiling },
      'auth.sign_in_locked',
    );
  }
  return {
    reachesCeiling: account.hits === rules.account.ceiling,
    succeeded: async () => {
      await clearAttempts(db, rules.pair, pairSubject);
      await returnAttempt(db, rules.ip, ip);
      await returnAttempt(db, rules.account, email);
    },
    failed: () => restartDelay(db, rules.pair, pairSubject),
  };
}

/** Lifts an account's ceiling and its delays from every IP: the owner followed the mailed unlock link. */
export async function unlockSignIn(db: Db, config: Config, email: string): Promise<void> {
  const rules = signInRules(config);
  await clearAttempts(db, rules.account, email);
  await clearAttempts(db, rules.pair, `${email}|`, { prefix: true });
}
