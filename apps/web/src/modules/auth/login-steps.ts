import type { LoginResponse } from '@fieldbook/domain';

/** The URL of the two-factor step, as the spec shapes it: /2fa/{email}/?to=&method=&expiredAfter=&id= (redirect_uri kept). */
export function twoFactorPath(email: string, answer: LoginResponse, redirectUri: string | null): string {
  const query = new URLSearchParams();
  if (answer.code_sent_to) query.set('to', answer.code_sent_to);
  if (answer.sent_to_method) query.set('method', answer.sent_to_method);
  if (answer.expired_after !== null) query.set('expiredAfter', String(answer.expired_after));
  if (answer.id) query.set('id', answer.id);
  if (redirectUri) query.set('redirect_uri', redirectUri);
  return `/2fa/${encodeURIComponent(email)}/?${query.toString()}`;
}

/** What the login page does with an answer: signed in, a second step, or single sign-on required. */
export type LoginOutcome =
  { kind: 'signed-in' } | { kind: 'two-factor'; path: string } | { kind: 'sso-required' };

/** Reads a /login or /login-2fa answer into the next thing the page does. */
export function loginOutcome(email: string, answer: LoginResponse, redirectUri: string | null): LoginOutcome {
  if (answer.next_step_code === 'USR_2FA')
    return { kind: 'two-factor', path: twoFactorPath(email, answer, redirectUri) };
  if (answer.next_step_code === 'AUTH_SSO_REQUIRED') return { kind: 'sso-required' };
  return { kind: 'signed-in' };
}

/** Formats the seconds left on a two-factor code as m:ss. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
