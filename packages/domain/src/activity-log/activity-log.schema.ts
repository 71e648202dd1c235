import { z } from 'zod';

/** Every action type the product records; the activity-types screen lists them all, counted (ADR 083). */
export const ACTIVITY_ACTIONS = [
  'user.registered',
  'user.password_changed',
  'user.basic_info_changed',
  'user.preferences_changed',
  'user.invited',
  'user.invitation_resent',
  'user.invitation_cancelled',
  'user.invitation_accepted',
  'user.activated',
  'user.deactivated',
  'user.status_changed',
  'user.edited',
  'user.roles_updated',
  'workspace.created',
  'workspace.switched',
  'role.created',
  'role.updated',
  'role.deleted',
  'group.created',
  'group.updated',
  'group.deleted',
  'group.members_added',
  'group.members_removed',
  'saved_query.saved',
  'saved_query.deleted',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One row of the activity logs: who, workspace, action type, entity, summary, IP, user agent, time. */
export const activityLogRowSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  workspace_id: z.string().uuid(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityLogRow = z.infer<typeof activityLogRowSchema>;

/** One row of GET /log/activity-types: an action type and how often it was recorded in this workspace. */
export const activityTypeRowSchema = z.object({
  action: z.string(),
  entity: z.string(),
  count: z.number().int().nonnegative(),
  last_at: z.string().nullable(),
});
export type ActivityTypeRow = z.infer<typeof activityTypeRowSchema>;

/** Most rows one CSV export writes; a larger history is exported in filtered slices. */
export const ACTIVITY_EXPORT_MAX_ROWS = 100_000;
