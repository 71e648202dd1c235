import { ERROR_CODES } from '@fieldbook/domain';
import { consume, RATE_LIMITS } from '../../platform/auth/rate-limit';
import { safeEqual } from '../../platform/auth/secrets';
import type { AppDeps } from '../../platform/deps';
import { errors } from '../../platform/errors/app-error';
import { liveTokens, retireTokens, tokenHash } from './one-time-tokens';
import { unlockSignIn } from './sign-in-throttle';
import { findUserByEmail } from './users.repo';

/** POST /unlock-sign-in: the mailed link's token lifts the account's sign-in ceiling and delays (ADR 189). */
export async function unlockWithLink(deps: AppDeps, body: { email: string; token: string }): Promise<void> {
  const { db } = deps;
  await consume(db, RATE_LIMITS.unlockAttemptsPerEmail, body.email);
  const user = await findUserByEmail(db, body.email);
  const tokens = user ? await liveTokens(db, user.id, ['unlock_sign_in']) : [];
  const token = tokens.find((t) => safeEqual(tokenHash(t.id, body.token), t.tokenHash));
  if (!user || !token) {
    throw errors.validation(
      { token: { key: 'auth.invalid_token' } },
      ERROR_CODES.invalidToken,
      'auth.invalid_token',
    );
  }
  await retireTokens(db, user.id, ['unlock_sign_in']);
  await unlockSignIn(db, deps.config, body.email);
}
