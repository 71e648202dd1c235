import { z } from 'zod';
import { isReachable } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';

/** Answer of GET /api/health. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});

/** Liveness and database reachability, for load balancers and operators. */
export const healthRoutes = [
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: 'Reports whether the server and its database answer',
    auth: false,
    response: healthResponseSchema,
    handler: async ({ deps, reply }) => {
      const reachable = await isReachable(deps.db);
      if (!reachable) reply.status(503);
      return { status: reachable ? 'ok' : 'degraded', database: { engine: deps.engine, reachable } } as const;
    },
  }),
];
