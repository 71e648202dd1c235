import { count } from 'drizzle-orm';
import { dashboardOverviewSchema } from '@fieldbook/domain';
import { memberships } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { inspectionCounts } from '../inspections/inspection-counts';
import { DASHBOARD_COUNTERS } from './dashboard-counters';

/** Members of the current workspace by status. */
async function memberCounts(tx: Tx) {
  const byStatus = await tx
    .select({ status: memberships.status, n: count() })
    .from(memberships)
    .groupBy(memberships.status);
  const of = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return { total: byStatus.reduce((sum, r) => sum + r.n, 0), active: of('active'), invited: of('invited') };
}

/** The dashboard's overview of the current workspace. */
export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    url: '/dashboard/overview',
    summary:
      'Members (total, active, invited; null without USR_VIEW_USER_LIST), inspections (this week, in progress, failed items this week; all or own) and one count per module of the current workspace',
    response: dashboardOverviewSchema,
    handler: ({ deps, actor, access }) =>
      withTenant(deps.db, actor, async (tx) => {
        const modules: Record<string, number> = {};
        for (const [name, counter] of Object.entries(DASHBOARD_COUNTERS)) modules[name] = await counter(tx);
        return {
          members: access.permissions.has('USR_VIEW_USER_LIST') ? await memberCounts(tx) : null,
          inspections: await inspectionCounts(tx, access, new Date()),
          modules,
        };
      }),
  }),
];
