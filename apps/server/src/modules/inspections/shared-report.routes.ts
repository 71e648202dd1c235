import { z } from 'zod';
import { sharedReportSchema } from '@fieldbook/domain';
import { consume, RATE_LIMITS } from '../../platform/auth/rate-limit';
import { sendStoredFile } from '../../platform/files';
import { setRateLimitHeaders } from '../../platform/http/rate-limit-headers';
import { defineRoute, type RouteContext } from '../../platform/http/route';
import { sharedReport, sharedReportFile } from './shared-report.service';

/** Any text: a malformed token answers the same 404 as an unknown one, so nothing tells them apart (ADR 201). */
const token = z.string().max(100);

/** Counts the call against the per-IP allowance of shared reports and keeps the answer out of shared caches. */
async function publicCall({
  deps,
  request,
  reply,
}: Pick<RouteContext<unknown, unknown, unknown, false>, 'deps' | 'request' | 'reply'>) {
  setRateLimitHeaders(reply, await consume(deps.db, RATE_LIMITS.sharedReportsPerIp, request.ip));
  void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

/** The public side of share links: the report and the files it shows, under the token alone (no sign-in). */
export const sharedReportRoutes = [
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token',
    summary:
      'A shared inspection report (no sign-in): the inspection with its answers and its template version',
    auth: false,
    params: z.object({ token }),
    response: z.object({ data: sharedReportSchema }),
    handler: async (ctx) => {
      await publicCall(ctx);
      return { data: await sharedReport(ctx.deps.db, ctx.actor, ctx.params.token) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token/media/:fileId',
    summary: 'A photo, signature or file the shared report shows (no sign-in)',
    auth: false,
    params: z.object({ token, fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async (ctx) => {
      await publicCall(ctx);
      const file = await sharedReportFile(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.fileId);
      return sendStoredFile(ctx.reply, ctx.deps.storage, file, { cacheControl: 'private, no-store' });
    },
  }),
];
