import { sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '@fieldbook/domain';
import { activityLog, users } from '../../db/schema';
import { defineListTable } from '../../platform/list-query';
import { memberName } from '../users/member-name';

/** Table names of the two log screens and the action catalogue (saved queries are per table). */
export const ACTIVITY_LOG_TABLES = {
  mine: 'activity_log',
  everyone: 'user_activity_log',
  types: 'activity_types',
} as const;

/** The actor's name as one expression (null when the person was deleted). */
export const actorNameSql = memberName(users.firstName, users.lastName);

const logColumns = {
  action: { kind: 'enum', expr: activityLog.action },
  entity: { kind: 'enum', expr: activityLog.entity },
  entity_id: { kind: 'text', expr: activityLog.entityId },
  user_id: { kind: 'enum', expr: activityLog.userId, elements: 'uuid' },
  user_name: { kind: 'text', expr: actorNameSql },
  user_email: { kind: 'text', expr: users.email },
  ip: { kind: 'text', expr: activityLog.ip },
  user_agent: { kind: 'text', expr: activityLog.userAgent, sortable: false },
  created_at: { kind: 'datetime', expr: activityLog.createdAt },
} as const;

const logTable = (tableName: string) =>
  defineListTable({
    tableName,
    columns: logColumns,
    tiebreaker: activityLog.id,
    defaultSort: { key: 'created_at', direction: 'desc' },
  });

/** Whitelists of the two activity logs (ADR 083): who, action type, entity, IP, user agent, time. */
export const activityLogListTables = {
  mine: logTable(ACTIVITY_LOG_TABLES.mine),
  everyone: logTable(ACTIVITY_LOG_TABLES.everyone),
};

/**
 * The action catalogue joined with this workspace's counts: every known type (count 0 when unused)
 * plus any recorded type the catalogue does not name yet.
 */
export const activityTypesFrom = sql`(select coalesce(c.action, k.action) as action, split_part(coalesce(c.action, k.action), '.', 1) as entity, coalesce(c.count, 0)::int as count, c.last_at
  from unnest(${sql.param([...ACTIVITY_ACTIONS])}::text[]) as k(action)
  full join (select action, count(*) as count, max(created_at) as last_at from activity_log group by action) c on c.action = k.action) as types`;

/** Whitelist of the activity-types screen. */
export const activityTypesListTable = defineListTable({
  tableName: ACTIVITY_LOG_TABLES.types,
  columns: {
    action: { kind: 'text', expr: sql`types.action` },
    entity: { kind: 'enum', expr: sql`types.entity` },
    count: { kind: 'number', expr: sql`types.count`, integer: true },
    last_at: { kind: 'datetime', expr: sql`types.last_at` },
  },
  tiebreaker: sql`types.action`,
  defaultSort: { key: 'action', direction: 'asc' },
});
