import { z } from 'zod';

/** Subscription plans, cheapest first; a feature available on a plan is available on every later one. */
export const PLAN_KEYS = ['free', 'standard', 'premium', 'enterprise'] as const;
export const planKeySchema = z.enum(PLAN_KEYS);
export type PlanKey = z.infer<typeof planKeySchema>;

/** Plan feature keys of both specs (the repeater key is ours: the spec does not name it). */
export const FEATURE_KEYS = [
  'ana_overview',
  'ana_issues',
  'ana_responses',
  'ana_reports',
  'act_create_issue',
  'ckl_global_list',
  'ckl_rule',
  'ckl_repeatable',
  'ckl_item_image_marker',
  'ckl_import_csv',
  'app_branding',
  'app_sso',
  'int_s3',
  'int_cloud_drive',
] as const;
export const featureKeySchema = z.enum(FEATURE_KEYS);
export type FeatureKey = z.infer<typeof featureKeySchema>;

/** The cheapest plan that includes each feature. */
export const FEATURE_MIN_PLAN: Record<FeatureKey, PlanKey> = {
  ana_overview: 'free',
  act_create_issue: 'free',
  ana_issues: 'standard',
  ana_responses: 'standard',
  ana_reports: 'standard',
  ckl_global_list: 'standard',
  ckl_rule: 'standard',
  ckl_import_csv: 'standard',
  ckl_repeatable: 'premium',
  ckl_item_image_marker: 'premium',
  app_branding: 'premium',
  int_s3: 'premium',
  int_cloud_drive: 'premium',
  app_sso: 'enterprise',
};

export const TRIAL_DAYS = 14;
export const FREE_PLAN_USER_LIMIT = 5;

export interface PlanDefinition {
  key: PlanKey;
  monthly_price: number;
  annual_price: number;
  user_limit: number | null;
}

/** Prices per user per month in EUR; annual is the monthly-equivalent price when billed yearly. */
export const PLANS: readonly PlanDefinition[] = [
  { key: 'free', monthly_price: 0, annual_price: 0, user_limit: FREE_PLAN_USER_LIMIT },
  { key: 'standard', monthly_price: 19, annual_price: 16, user_limit: null },
  { key: 'premium', monthly_price: 29, annual_price: 24, user_limit: null },
  { key: 'enterprise', monthly_price: 49, annual_price: 41, user_limit: null },
];

/** Whether a plan includes a feature; the single rule used by server gates and web prompts. */
export function planHasFeature(plan: PlanKey, feature: FeatureKey): boolean {
  return PLAN_KEYS.indexOf(plan) >= PLAN_KEYS.indexOf(FEATURE_MIN_PLAN[feature]);
}

/** The feature map of a plan as sent in settings app data (`plan.features.{key}`). */
export function planFeatures(plan: PlanKey): Record<FeatureKey, boolean> {
  return Object.fromEntries(FEATURE_KEYS.map((f) => [f, planHasFeature(plan, f)])) as Record<
    FeatureKey,
    boolean
  >;
}

export const planSchema = z.object({
  key: planKeySchema,
  monthly_price: z.number(),
  annual_price: z.number(),
  user_limit: z.number().nullable(),
  features: z.record(featureKeySchema, z.boolean()),
});

/** Answer of GET /settings/organization/plans. */
export const plansResponseSchema = z.object({
  current: planKeySchema,
  trial_ends_at: z.string().nullable(),
  trial_days: z.number(),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The plan a free-trial workspace enjoys until its trial ends. */
export const TRIAL_PLAN: PlanKey = 'premium';

/** The plan whose features apply now: the trial plan while a trial runs (if it is better), else the subscribed one. */
export function effectivePlan(
  plan: PlanKey,
  trialEndsAt: string | Date | null,
  now: Date = new Date(),
): PlanKey {
  if (!trialEndsAt || new Date(trialEndsAt).getTime() <= now.getTime()) return plan;
  return PLAN_KEYS.indexOf(TRIAL_PLAN) > PLAN_KEYS.indexOf(plan) ? TRIAL_PLAN : plan;
}
