import { z } from 'zod';
import {
  activityLogRowSchema,
  activityTypeRowSchema,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { asDownload, streamResponse } from '../../platform/http/download';
import { defineRoute } from '../../platform/http/route';
import {
  exportActivity,
  exportActivityTypes,
  listActivity,
  listActivityTypes,
  type LogScope,
} from './activity-log.service';

const csvResponse = streamResponse('text/csv; one header line, then one line per row');
const csvTextResponse = z.string().describe('text/csv; one header line, then one line per row');

const LOGS: { scope: LogScope; url: string; permission: PermissionCode; what: string }[] = [
  {
    scope: 'mine',
    url: '/log/activity-log',
    permission: 'LOG_VIEW_MY_ACTIVITY',
    what: 'The caller’s own activity',
  },
  {
    scope: 'everyone',
    url: '/log/user-activity-log',
    permission: 'LOG_VIEW_USER_ACTIVITY',
    what: 'Every member’s activity',
  },
];

/** Activity logs (ADR 083): list-query lists with CSV export variants of the same filters and sort. */
export const activityLogRoutes = [
  ...LOGS.flatMap(({ scope, url, permission, what }) => [
    defineRoute({
      method: 'GET',
      url,
      summary: `${what}: filter (action, entity, entity_id, user_id, user_name, user_email, ip, created_at), sort, page`,
      permission,
      query: listQueryParamsSchema,
      response: listResponseSchema(activityLogRowSchema),
      listCache: ['activity_log', 'users', 'saved_queries'],
      handler: ({ deps, actor, access, query }) => listActivity(deps.db, actor, access, scope, query),
    }),
    defineRoute({
      method: 'GET',
      url: `${url}/export`,
      summary: `${what} as CSV: the same filter and sort, every page (at most 100,000 rows)`,
      permission,
      query: listQueryParamsSchema,
      response: csvResponse,
      handler: async ({ deps, actor, access, query, reply }) => {
        const stream = exportActivity(deps.db, actor, access, scope, query);
        asDownload(reply, url.slice('/log/'.length), 'csv');
        return stream;
      },
    }),
  ]),
  defineRoute({
    method: 'GET',
    url: '/log/activity-types',
    summary:
      'The catalogue of action types with how often each was recorded: filter (action, entity, count, last_at)',
    permission: 'LOG_VIEW_ACTIVITY_TYPES',
    query: listQueryParamsSchema,
    response: listResponseSchema(activityTypeRowSchema),
    handler: ({ deps, actor, access, query }) => listActivityTypes(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/log/activity-types/export',
    summary: 'The action-type catalogue with counts as CSV (same filter and sort)',
    permission: 'LOG_VIEW_ACTIVITY_TYPES',
    query: listQueryParamsSchema,
    response: csvTextResponse,
    handler: async ({ deps, actor, access, query, reply }) => {
      const csv = await exportActivityTypes(deps.db, actor, access, query);
      asDownload(reply, 'activity-types', 'csv');
      return csv;
    },
  }),
];
