import type { AssignmentStatus, AssignmentType } from './assignment.schema';
import { currentOrNextOccurrence } from './recurrence';
import type { Recurrence } from './recurrence.schema';

/** What the next due time of an assignment depends on. */
export interface DueSource {
  status: AssignmentStatus;
  type: AssignmentType;
  recurrence: Recurrence | null;
  start_at: string | null;
  end_at: string | null;
}

/**
 * When an assignment is next due at `at` (ISO): the end of its open or next window — the direct window for
 * direct and mix, the recurrence's for schedule and mix, whichever ends first. Null when paused, finished or
 * when nothing is left; the service stores it on each save and the scheduler as windows pass.
 */
export function assignmentNextDue(a: DueSource, at: Date): string | null {
  if (a.status !== 'active') return null;
  const ends: number[] = [];
  if (a.type !== 'schedule' && a.end_at && Date.parse(a.end_at) > at.getTime())
    ends.push(Date.parse(a.end_at));
  if (a.type !== 'direct' && a.recurrence) {
    const open = currentOrNextOccurrence(a.recurrence, at);
    if (open) ends.push(Date.parse(open.end));
  }
  return ends.length ? new Date(Math.min(...ends)).toISOString() : null;
}
