import { z } from 'zod';
import { jobStatusResponseSchema } from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { readJob } from './jobs.service';

/** Progress of long tasks (ADR 198): the page that started one polls its state until it is done. */
export const jobRoutes = [
  defineRoute({
    method: 'GET',
    url: '/jobs/:id',
    summary: 'A queued job’s state, progress and result (its enqueuer, or a workspace administrator)',
    params: z.object({ id: z.string().uuid() }),
    response: jobStatusResponseSchema,
    handler: async ({ deps, actor, access, params }) => ({
      data: await readJob(deps.db, actor, params.id, access.permissions.has('APP_EDIT_SETTINGS')),
    }),
  }),
];
