import { and, eq, gte, sql } from 'drizzle-orm';
import { satisfies, weekStartIn, type DashboardInspections } from '@fieldbook/domain';
import { inspections } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Tx } from '../../platform/db/client';
import { READ_ALL_INSPECTIONS } from './inspection-access';
import { ownOnly } from './inspection-list.service';

/**
 * The dashboard's inspection counts (ADR 196) in one scan: all of the workspace for members who may read every
 * inspection, else only their own (as the list shows them); archived inspections are left out.
 */
export async function inspectionCounts(
  tx: Tx,
  access: RequestAccess,
  now: Date,
): Promise<DashboardInspections> {
  const all = satisfies(access.permissions, READ_ALL_INSPECTIONS);
  const weekStart = weekStartIn(now, access.session.user.tzCode);
  const [row] = await tx
    .select({
      thisWeek: sql<number>`count(*) filter (where ${gte(inspections.startedAt, weekStart)})`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${eq(inspections.status, 'in_progress')})`.mapWith(
        Number,
      ),
      failed: sql<number>`coalesce(sum(${inspections.failedCount}) filter (where ${and(
        eq(inspections.status, 'completed'),
        gte(inspections.completedAt, weekStart),
      )}), 0)`.mapWith(Number),
    })
    .from(inspections)
    .where(and(eq(inspections.archived, false), all ? undefined : ownOnly(access.session.user.id)));
  return {
    scope: all ? 'all' : 'own',
    this_week: row?.thisWeek ?? 0,
    in_progress: row?.inProgress ?? 0,
    failed_items_this_week: row?.failed ?? 0,
  };
}
