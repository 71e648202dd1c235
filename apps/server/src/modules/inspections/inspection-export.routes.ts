import { inspectionExportQuerySchema, type InspectionExportQuery } from '@fieldbook/domain';
import type { FastifyReply } from 'fastify';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { asDownload, streamResponse } from '../../platform/http/download';
import { defineRoute } from '../../platform/http/route';
import { csvStream, xlsxStream } from '../../platform/spreadsheets/write-rows';
import { VIEW_ARCHIVE } from './inspection-access';
import { inspectionExportRows } from './inspection-export.service';

const exportResponse = streamResponse(
  'text/csv or an XLSX workbook: a header row, then one row per inspection or per answer',
);

/** Streams an export of the active or archived list as the asked format, named for what it holds. */
async function download(
  ctx: {
    deps: { db: Db };
    actor: Actor;
    access: RequestAccess;
    query: InspectionExportQuery;
    reply: FastifyReply;
  },
  archived: boolean,
) {
  const { query, reply } = ctx;
  const rows = inspectionExportRows(ctx.deps.db, ctx.actor, ctx.access, query, archived);
  const name = `${archived ? 'archived-' : ''}${query.rows === 'answers' ? 'inspection-answers' : 'inspections'}`;
  asDownload(reply, name, query.format);
  return query.format === 'xlsx' ? xlsxStream(rows, query.rows) : csvStream(rows);
}

/** Exports of the inspection lists (issue 20): the list's filter or a selection, CSV or XLSX, streamed. */
export const inspectionExportRoutes = [
  defineRoute({
    method: 'GET',
    url: '/inspections/export',
    summary:
      'Inspections as CSV or XLSX (format), one row per inspection or per answer (rows): the list filter and sort, or the selected ids',
    query: inspectionExportQuerySchema,
    response: exportResponse,
    handler: (ctx) => download(ctx, false),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/archive/export',
    summary: 'Archived inspections as CSV or XLSX, as /inspections/export',
    permission: VIEW_ARCHIVE,
    query: inspectionExportQuerySchema,
    response: exportResponse,
    handler: (ctx) => download(ctx, true),
  }),
];
