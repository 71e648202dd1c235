import { PLANS, planFeatures, plansResponseSchema, TRIAL_DAYS } from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { errors } from '../../platform/errors/app-error';

/** The plan comparison and the current workspace's plan and trial. */
export const planRoutes = [
  defineRoute({
    method: 'GET',
    url: '/settings/organization/plans',
    summary: 'Plans with prices per user, features, the free user limit and the current plan/trial',
    response: plansResponseSchema,
    handler: async ({ access }) => {
      if (!access.org) throw errors.workspaceNotFound();
      return {
        current: access.org.plan,
        trial_ends_at: access.org.trialEndsAt?.toISOString() ?? null,
        trial_days: TRIAL_DAYS,
        plans: PLANS.map((plan) => ({ ...plan, features: planFeatures(plan.key) })),
      };
    },
  }),
];
