import { z } from 'zod';

/**
 * Inspection counts of the dashboard (ADR 196): started this week, in progress, and failed items of inspections
 * completed this week (weeks start on Monday in the member's zone). `scope` is `all` for members who may read every
 * inspection (INS_VIEW_INSPECTION_LIST, INS_VIEW_INSPECTION_REPORT, INS_MANAGE_INSPECTIONS), else `own`: the ones
 * they conduct or collaborate on, as the inspection list shows them. Archived inspections are not counted.
 */
export const dashboardInspectionsSchema = z.object({
  scope: z.enum(['all', 'own']),
  this_week: z.number().int(),
  in_progress: z.number().int(),
  failed_items_this_week: z.number().int(),
});
export type DashboardInspections = z.infer<typeof dashboardInspectionsSchema>;

/**
 * Answer of GET /dashboard/overview: members of the current workspace (null for a caller who may not see the user
 * list, USR_VIEW_USER_LIST; ADR 193), the inspection counts and one count per module.
 */
export const dashboardOverviewSchema = z.object({
  members: z
    .object({ total: z.number().int(), active: z.number().int(), invited: z.number().int() })
    .nullable(),
  inspections: dashboardInspectionsSchema,
  /** Keyed by module name (spec's module names); each module that arrives adds its count here. */
  modules: z.record(z.string(), z.number().int()),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
