import { z } from 'zod';
import { inspectionPdfStartedSchema, jobStatusResponseSchema, sharedReportSchema } from '@fieldbook/domain';
import { consume, RATE_LIMITS } from '../../platform/auth/rate-limit';
import { printBoxQuery, sendPrintableFile, sendStoredFile } from '../../platform/files';
import { setRateLimitHeaders } from '../../platform/http/rate-limit-headers';
import { defineRoute, type RouteContext } from '../../platform/http/route';
import { queueSharedPdf, sharedPdfFile, sharedPdfJob } from './shared-report-pdf.service';
import {
  sharedLayoutImage,
  sharedMarkerImage,
  sharedReport,
  sharedReportFile,
} from './shared-report.service';

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

/** The public side of share links: the report, its files and its PDF, under the token alone (no sign-in). */
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
    summary:
      'A photo, signature or file the shared report shows (no sign-in); an image with ?w=&h= resized to cover that box',
    auth: false,
    params: z.object({ token, fileId: z.string().uuid() }),
    query: printBoxQuery,
    response: z.unknown(),
    handler: async (ctx) => {
      await publicCall(ctx);
      const file = await sharedReportFile(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.fileId);
      return sendPrintableFile(ctx.reply, ctx.deps.storage, file, ctx.query, {
        cacheControl: 'private, no-store',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token/marker-images/:fileId',
    summary: 'A template image the shared report draws the inspector’s markers on (no sign-in)',
    auth: false,
    params: z.object({ token, fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async (ctx) => {
      await publicCall(ctx);
      const file = await sharedMarkerImage(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.fileId);
      return sendStoredFile(ctx.reply, ctx.deps.storage, file, { cacheControl: 'private, no-store' });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token/layout-images/:fileId',
    summary: 'The logo or cover image of the report layout the shared report follows (no sign-in)',
    auth: false,
    params: z.object({ token, fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async (ctx) => {
      await publicCall(ctx);
      const file = await sharedLayoutImage(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.fileId);
      return sendStoredFile(ctx.reply, ctx.deps.storage, file, { cacheControl: 'private, no-store' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/public/reports/:token/pdf',
    summary: 'Queues a PDF of the shared report (no sign-in); poll GET /public/reports/{token}/pdf/jobs/{id}',
    auth: false,
    params: z.object({ token }),
    response: inspectionPdfStartedSchema,
    status: 202,
    handler: async (ctx) => {
      await publicCall(ctx);
      return { data: { job_id: await queueSharedPdf(ctx.deps, ctx.actor, ctx.params.token, ctx.lang) } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token/pdf/jobs/:jobId',
    summary: 'Progress of a PDF queued through this share link (no sign-in)',
    auth: false,
    params: z.object({ token, jobId: z.string().uuid() }),
    response: jobStatusResponseSchema,
    handler: async (ctx) => {
      await publicCall(ctx);
      return { data: await sharedPdfJob(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.jobId) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/reports/:token/pdf/:fileId',
    summary: 'A PDF printed of the shared report, as a download (no sign-in)',
    auth: false,
    params: z.object({ token, fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async (ctx) => {
      await publicCall(ctx);
      const file = await sharedPdfFile(ctx.deps.db, ctx.actor, ctx.params.token, ctx.params.fileId);
      return sendStoredFile(ctx.reply, ctx.deps.storage, file, {
        download: true,
        cacheControl: 'private, no-store',
      });
    },
  }),
];
