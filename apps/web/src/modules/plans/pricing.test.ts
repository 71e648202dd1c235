import { PLANS, planFeatures } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { annualSavingPercent, comparedFeatures, pricePerUser } from './pricing';

const plans = PLANS.map((plan) => ({ ...plan, features: planFeatures(plan.key) }));

describe('pricing', () => {
  it('reads the per-user price for the billing', () => {
    const standard = plans.find((plan) => plan.key === 'standard')!;
    expect(pricePerUser(standard, 'monthly')).toBe(standard.monthly_price);
    expect(pricePerUser(standard, 'annual')).toBe(standard.annual_price);
  });

  it('reports the best annual saving and ignores free plans', () => {
    expect(
      annualSavingPercent([
        { key: 'free', monthly_price: 0, annual_price: 0, user_limit: 5, features: planFeatures('free') },
        {
          key: 'standard',
          monthly_price: 20,
          annual_price: 16,
          user_limit: null,
          features: planFeatures('standard'),
        },
        {
          key: 'premium',
          monthly_price: 10,
          annual_price: 9,
          user_limit: null,
          features: planFeatures('premium'),
        },
      ]),
    ).toBe(20);
    expect(annualSavingPercent([])).toBe(0);
  });

  it('lists features the free plan has before enterprise-only ones', () => {
    const order = comparedFeatures(plans);
    expect(order.indexOf('ana_overview')).toBeLessThan(order.indexOf('ana_issues'));
    expect(order.indexOf('ana_issues')).toBeLessThan(order.indexOf('app_sso'));
    expect(order.at(-1)).toBe('app_sso');
  });
});
