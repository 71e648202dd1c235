import type { PlansResponse } from '@fieldbook/domain';

/** Monthly or annual billing, as toggled on the plans page. */
export type Billing = 'monthly' | 'annual';

type Plan = PlansResponse['plans'][number];

/** Price per user per month for the chosen billing. */
export function pricePerUser(plan: Plan, billing: Billing): number {
  return billing === 'annual' ? plan.annual_price : plan.monthly_price;
}

/** The best saving annual billing gives over monthly, in whole percent (0 when none). */
export function annualSavingPercent(plans: readonly Plan[]): number {
  const savings = plans
    .filter((plan) => plan.monthly_price > 0)
    .map((plan) => (plan.monthly_price - plan.annual_price) / plan.monthly_price);
  return savings.length ? Math.round(Math.max(...savings) * 100) : 0;
}

/** Feature keys in the order the comparison lists them: those the most plans include first. */
export function comparedFeatures(plans: readonly Plan[]): string[] {
  const keys = [...new Set(plans.flatMap((plan) => Object.keys(plan.features)))];
  const count = (key: string) => plans.filter((plan) => plan.features[key as keyof Plan['features']]).length;
  return keys.sort((a, b) => count(b) - count(a) || a.localeCompare(b));
}
