import { describe, expect, it } from 'vitest';
import { upgradeTarget } from './upgrade-target';

describe('upgradeTarget', () => {
  it.each([
    ['ana_issues', 'standard'],
    ['ckl_item_image_marker', 'premium'],
    ['app_sso', 'enterprise'],
  ] as const)('%s needs %s', (feature, plan) => {
    const target = upgradeTarget(feature);
    expect(target.plan).toBe(plan);
    expect(target.plansUrl).toBe(`/workspace/settings/plans?plan=${plan}`);
    expect(target.trialUrl).toBe(`/workspace/settings/plans?plan=${plan}&trial=1`);
    expect(target.trialDays).toBe(14);
  });
});
