import { abilityRulesFor, buildAbility, type AuthUser } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { abilityAllows, userHasFeature } from './permissions';

describe('abilityAllows', () => {
  const ability = buildAbility(abilityRulesFor(['USR_MANAGE_USER', 'SST_VIEW_ASSET']));
  it.each([
    ['general', true],
    ['USR_MANAGE_USER', true],
    ['USR_MANAGE_ROLE', false],
    [['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'], true],
    [['USR_VIEW_GROUP_LIST', 'USR_MANAGE_GROUP'], false],
  ] as const)('%j → %s', (requirement, expected) => {
    expect(abilityAllows(ability, requirement)).toBe(expected);
  });

  it('denies everything but general without rules', () => {
    expect(abilityAllows(buildAbility([]), 'APP_VIEW_SETTINGS')).toBe(false);
  });
});

describe('userHasFeature', () => {
  it('reads the workspace feature map and is false when signed out', () => {
    const user = {
      workspace: { features: { ana_overview: true, ana_issues: false } },
    } as unknown as AuthUser;
    expect(userHasFeature(user, 'ana_overview')).toBe(true);
    expect(userHasFeature(user, 'ana_issues')).toBe(false);
    expect(userHasFeature(user, 'app_sso')).toBe(false);
    expect(userHasFeature(null, 'ana_overview')).toBe(false);
  });
});
