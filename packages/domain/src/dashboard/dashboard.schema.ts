import { z } from 'zod';

/**
 * Answer of GET /dashboard/overview: members of the current workspace (null for a caller who may not see the user
 * list, USR_VIEW_USER_LIST; ADR 193) and one count per module.
 */
export const dashboardOverviewSchema = z.object({
  members: z
    .object({ total: z.number().int(), active: z.number().int(), invited: z.number().int() })
    .nullable(),
  /** Keyed by module name (spec's module names); each module that arrives adds its count here. */
  modules: z.record(z.string(), z.number().int()),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
