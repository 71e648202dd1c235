import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { hashSecret } from '../../platform/auth/secrets';

/** Why a one-time secret exists; each purpose has its own lifetime. */
export type TokenPurpose = 'two_factor' | 'set_password' | 'reset_password' | 'unlock_sign_in';

/** Lifetimes: 2FA codes 10 minutes, reset links 60 minutes, unlock links 24 hours, first-password links 72 hours. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  two_factor: 10 * 60,
  reset_password: 60 * 60,
  unlock_sign_in: 24 * 60 * 60,
  set_password: 72 * 60 * 60,
};

/** A stored one-time secret (its hash only). */
export type TokenRow = typeof authTokens.$inferSelect;

/** Hash of a secret bound to its row id, so equal codes of two challenges never share a hash. */
export function tokenHash(id: string, secret: string): string {
  return hashSecret(`${id}:${secret}`);
}

/** Stores a new secret for a user, retiring the user's earlier unused ones of the same purposes. */
export async function issueToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  secret: string,
  retire: readonly TokenPurpose[] = [purpose],
): Promise<TokenRow> {
  await retireTokens(db, userId, retire);
  const id = randomUUID();
  const [row] = await db
    .insert(authTokens)
    .values({
      id,
      userId,
      purpose,
      tokenHash: tokenHash(id, secret),
      expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[purpose] * 1000),
    })
    .returning();
  if (!row) throw new Error('token insert returned nothing');
  return row;
}

/** Marks every unused secret of the given purposes as used (single use; a new one replaces the old). */
export async function retireTokens(
  db: Executor,
  userId: string,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
      ),
    );
}

/** The user's unused, unexpired secrets of some purposes, newest first. */
export function liveTokens(db: Executor, userId: string, purposes: readonly TokenPurpose[]) {
  return db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authTokens.createdAt));
}
