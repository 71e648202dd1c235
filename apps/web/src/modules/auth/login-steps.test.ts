import type { LoginResponse } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { formatCountdown, loginOutcome, twoFactorPath } from './login-steps';

const twoFactor: LoginResponse = {
  user: null,
  next_step_code: 'USR_2FA',
  username: 'ada@example.com',
  code_sent_to: 'a***@example.com',
  sent_to_method: 'email',
  expired_after: 600,
  id: 'tok-1',
};

describe('twoFactorPath', () => {
  it('carries the step details and the kept redirect_uri', () => {
    expect(twoFactorPath('ada@example.com', twoFactor, '/user/account-settings')).toBe(
      '/2fa/ada%40example.com/?to=a***%40example.com&method=email&expiredAfter=600&id=tok-1&redirect_uri=%2Fuser%2Faccount-settings',
    );
  });

  it('leaves out what the answer lacks', () => {
    expect(
      twoFactorPath('a@b.c', { ...twoFactor, code_sent_to: null, id: null, expired_after: null }, null),
    ).toBe('/2fa/a%40b.c/?method=email');
  });
});

describe('loginOutcome', () => {
  it.each([
    ['USR_2FA', 'two-factor'],
    ['AUTH_SSO_REQUIRED', 'sso-required'],
    [null, 'signed-in'],
  ] as const)('%s → %s', (code, kind) => {
    expect(loginOutcome('a@b.c', { ...twoFactor, next_step_code: code }, null).kind).toBe(kind);
  });
});

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [61, '1:01'],
    [9.7, '0:09'],
    [-5, '0:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
