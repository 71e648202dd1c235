import { FEATURE_MIN_PLAN, TRIAL_DAYS, type FeatureKey, type PlanKey } from '@fieldbook/domain/plans/plans';

/** The plans page; the spec opens it in a new tab from every upgrade prompt. */
export const PLANS_PATH = '/workspace/settings/plans';

/** What an upgrade prompt for a feature names and links to. */
export interface UpgradeTarget {
  plan: PlanKey;
  plansUrl: string;
  trialUrl: string;
  trialDays: number;
}

/** The cheapest plan with the feature, and the plans-page links that preselect it. */
export function upgradeTarget(feature: FeatureKey): UpgradeTarget {
  const plan = FEATURE_MIN_PLAN[feature];
  return {
    plan,
    plansUrl: `${PLANS_PATH}?plan=${plan}`,
    trialUrl: `${PLANS_PATH}?plan=${plan}&trial=1`,
    trialDays: TRIAL_DAYS,
  };
}
