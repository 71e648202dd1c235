import { describe, expect, it } from 'vitest';
import { effectivePlan, planHasFeature } from './plans';

describe('effectivePlan', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  it.each([
    ['free', null, 'free'],
    ['free', '2026-01-20T00:00:00Z', 'premium'],
    ['free', '2026-01-01T00:00:00Z', 'free'],
    ['enterprise', '2026-01-20T00:00:00Z', 'enterprise'],
    ['standard', '2026-01-20T00:00:00Z', 'premium'],
  ] as const)('%s with trial ending %s is %s', (plan, trial, expected) => {
    expect(effectivePlan(plan, trial, now)).toBe(expected);
  });
});

describe('planHasFeature', () => {
  it.each([
    ['free', 'ana_overview', true],
    ['free', 'ckl_rule', false],
    ['standard', 'ckl_rule', true],
    ['premium', 'app_sso', false],
    ['enterprise', 'app_sso', true],
  ] as const)('%s has %s: %s', (plan, feature, expected) => {
    expect(planHasFeature(plan, feature)).toBe(expected);
  });
});
