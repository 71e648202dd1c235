import type { PermissionRequirement } from '@fieldbook/domain';
import { satisfies } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessContext } from './route-access';

function context(signedIn: boolean, codes: string[] = [], features: string[] = []): AccessContext {
  const granted = new Set(codes);
  return {
    signedIn,
    allows: (requirement: PermissionRequirement) => satisfies(granted, requirement),
    hasFeature: (feature) => features.includes(feature),
  };
}

describe('decideAccess', () => {
  const cases = [
    [
      'public-only page, signed out',
      { access: 'publicOnly', permission: 'general' },
      context(false),
      { kind: 'render' },
    ],
    [
      'public-only page, signed in',
      { access: 'publicOnly', permission: 'general' },
      context(true),
      { kind: 'redirect', to: '/dashboard' },
    ],
    [
      'public page, signed out',
      { access: 'public', permission: 'general' },
      context(false),
      { kind: 'render' },
    ],
    [
      'private page, signed out',
      { permission: 'general' },
      context(false),
      { kind: 'redirect', to: '/login?redirect_uri=%2Fuser%2Flist%3Fpage%3D2' },
    ],
    ['general page, signed in', { permission: 'general' }, context(true), { kind: 'render' }],
    [
      'missing permission',
      { permission: 'USR_MANAGE_ROLE' },
      context(true, ['USR_VIEW_USER_LIST']),
      { kind: 'forbidden' },
    ],
    [
      'one of alternatives',
      { permission: ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'] },
      context(true, ['USR_MANAGE_USER']),
      { kind: 'render' },
    ],
    [
      'permission but no plan feature',
      { permission: 'ANA_ISSUES_STATISTICS', feature: 'ana_issues' },
      context(true, ['ANA_ISSUES_STATISTICS']),
      { kind: 'upgrade', feature: 'ana_issues' },
    ],
    [
      'permission is checked before feature',
      { permission: 'ANA_ISSUES_STATISTICS', feature: 'ana_issues' },
      context(true),
      { kind: 'forbidden' },
    ],
    [
      'permission and feature',
      { permission: 'ANA_ISSUES_STATISTICS', feature: 'ana_issues' },
      context(true, ['ANA_ISSUES_STATISTICS'], ['ana_issues']),
      { kind: 'render' },
    ],
  ] as const;

  it.each(cases)('%s', (_name, route, ctx, expected) => {
    expect(decideAccess(route, ctx, '/user/list?page=2')).toEqual(expected);
  });
});

describe('decideAccess after signing in on a public-only page', () => {
  it.each([
    ['/login?redirect_uri=%2Fuser%2Faccount-settings', '/user/account-settings'],
    ['/2fa/a%40b.c/?to=a&redirect_uri=%2Fsettings%2Fworkspaces', '/settings/workspaces'],
    ['/login?redirect_uri=https%3A%2F%2Fevil.example', '/dashboard'],
    ['/register', '/dashboard'],
  ])('%s → %s', (target, to) => {
    expect(decideAccess({ access: 'publicOnly', permission: 'general' }, context(true), target)).toEqual({
      kind: 'redirect',
      to,
    });
  });
});
