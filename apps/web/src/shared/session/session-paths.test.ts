import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget, unauthenticatedRedirect } from './session-paths';

describe('unauthenticatedRedirect', () => {
  it.each([
    ['/login', '', null],
    ['/register', '', null],
    ['/forgot-password', '', null],
    ['/reset-password/a%40b.c', '?token=1', null],
    ['/2fa/a%40b.c/', '?to=x', null],
    ['/dashboard', '', '/login?redirect_uri=%2Fdashboard'],
    ['/user/account-settings', '?tab=2', '/login?redirect_uri=%2Fuser%2Faccount-settings%3Ftab%3D2'],
    ['/login-history', '', '/login?redirect_uri=%2Flogin-history'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(unauthenticatedRedirect(pathname, search)).toBe(expected);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/user/account-settings?x=1', '/user/account-settings?x=1'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/login?redirect_uri=/x', '/dashboard'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it('omits redirect_uri for the root', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/dashboard')).toBe('/login?redirect_uri=%2Fdashboard');
  });
});
