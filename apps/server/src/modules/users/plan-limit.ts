import { and, count, inArray } from 'drizzle-orm';
import { ERROR_CODES, FREE_PLAN_USER_LIMIT, PLANS, type PlanKey } from '@fieldbook/domain';
import { memberships } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { inOrg, SEAT_STATUSES } from './users.repo';

/** The user limit of a plan (null: unlimited); a running trial is judged by the trial plan (effective plan). */
export function userLimitOf(plan: PlanKey | null): number | null {
  if (!plan) return FREE_PLAN_USER_LIMIT;
  return PLANS.find((p) => p.key === plan)?.user_limit ?? null;
}

/** 403 PLN_USER_LIMIT naming the limit and the plan that lifts it. */
export function planUserLimitError(limit: number): AppError {
  return new AppError(
    403,
    ERROR_CODES.planUserLimit,
    'errors.plan_user_limit',
    { limit },
    { limit, plan: 'standard' },
  );
}

/** Refuses to add `adding` seats (active or invited members) beyond the plan's user limit. */
export async function assertSeatsAvailable(
  tx: Tx,
  orgId: string,
  plan: PlanKey | null,
  adding: number,
): Promise<void> {
  const limit = userLimitOf(plan);
  if (limit === null || adding <= 0) return;
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(inOrg(orgId), inArray(memberships.status, [...SEAT_STATUSES])));
  if ((row?.n ?? 0) + adding > limit) throw planUserLimitError(limit);
}
