import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  IMPORT_EVENTS_MEDIA_TYPE,
  importColumnsSchema,
  importPreviewSchema,
  type ImportColumn,
  type Language,
  type PermissionRequirement,
} from '@fieldbook/domain';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { defineRoute, type Route } from '../../platform/http/route';
import { isMessageKey } from '../../platform/i18n/i18n';
import { sendStoredFile } from '../../platform/files';
import { importEventStream } from './import-events';
import type { ImportTargetAdapter } from './import-target';
import { readRejectedRowsFile } from './imports.repo';
import { checkColumns, previewImport, runImport, scanSheet } from './imports.service';
import { receiveImport, type ReceivedImport } from './receive-import';

/** Where one kind of import is served and by whom: the spec's bulk-import path and its multipart target field. */
export interface BulkImportConfig {
  url: string;
  targetField: 'type_id' | 'list_id';
  permission: PermissionRequirement;
  adapter: ImportTargetAdapter;
  what: string;
}

const eventsResponse = z
  .instanceof(Readable)
  .describe(`${IMPORT_EVENTS_MEDIA_TYPE}: {type:"progress",done,total} lines, then one result or error line`);
const csvResponse = z.instanceof(Readable).describe('text/csv: row, the original cells, reasons');

function targetIdOf(file: ReceivedImport, field: BulkImportConfig['targetField']): string {
  const parsed = z.string().uuid().safeParse(file.fields[field]);
  if (!parsed.success) throw errors.validation({ [field]: { key: 'gen.validations.required' } });
  return parsed.data;
}

function columnsOf(file: ReceivedImport): ImportColumn[] {
  let raw: unknown;
  try {
    raw = JSON.parse(file.fields.columns ?? 'null');
  } catch {
    throw errors.validation({ columns: { key: 'gen.validations.invalid_type' } });
  }
  const parsed = importColumnsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? '';
  throw errors.validation({
    columns: { key: isMessageKey(message) ? message : 'gen.validations.invalid_type' },
  });
}

/** Runs `fn` with the received file, removing it afterwards unless `fn` handed it over (streamed import). */
async function withFile<T>(file: ReceivedImport, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    await file.dispose();
    throw error;
  }
}

async function startImport(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  config: BulkImportConfig,
  file: ReceivedImport,
) {
  const targetId = targetIdOf(file, config.targetField);
  const columns = columnsOf(file);
  const fields = await withTenant(deps.db, actor, (tx) => config.adapter.fields(tx, targetId, lang));
  const scan = await scanSheet(file);
  checkColumns(columns, scan.headers, fields);
  return { targetId, columns, scan };
}

/**
 * The bulk-import calls of one target (ADR 141): preview (headers, first rows, suggested mapping), the import
 * itself (streamed progress, one transaction) and the download of its rejected rows.
 */
export function bulkImportRoutes(config: BulkImportConfig): Route[] {
  const { url, permission, adapter } = config;
  return [
    defineRoute({
      method: 'POST',
      url: `${url}/preview`,
      summary: `Reads an import file for ${config.what} (multipart: file, ${config.targetField}): headers, first rows, suggested columns`,
      permission,
      response: z.object({ data: importPreviewSchema }),
      handler: async ({ deps, actor, lang, request }) => {
        const file = await receiveImport(request);
        try {
          return {
            data: await previewImport(deps, actor, lang, adapter, targetIdOf(file, config.targetField), file),
          };
        } finally {
          await file.dispose();
        }
      },
    }),
    defineRoute({
      method: 'POST',
      url,
      summary: `Imports ${config.what} from CSV or XLSX (multipart: file, columns [{id,index}], ${config.targetField}); streams progress`,
      permission,
      response: eventsResponse,
      handler: async ({ deps, actor, lang, request, reply }) => {
        const file = await receiveImport(request);
        const { targetId, columns, scan } = await withFile(file, () =>
          startImport(deps, actor, lang, config, file),
        );
        reply.header('content-type', `${IMPORT_EVENTS_MEDIA_TYPE}; charset=utf-8`);
        reply.header('cache-control', 'no-store');
        return importEventStream(
          lang,
          request.log,
          (onProgress) =>
            runImport(
              deps,
              { actor, lang, adapter, targetId, file, columns, scan, onProgress },
              (id) => `/api${url}/${id}/rejected-rows`,
            ),
          file.dispose,
        );
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${url}/:id/rejected-rows`,
      summary: `The rejected rows of an import of ${config.what}, with their reasons, as CSV`,
      permission,
      params: z.object({ id: z.string().uuid() }),
      response: csvResponse,
      handler: async ({ deps, actor, params, reply }) => {
        const found = await withTenant(deps.db, actor, (tx) =>
          readRejectedRowsFile(tx, adapter.target, params.id),
        );
        const base = found.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
        return sendStoredFile(
          reply,
          deps.storage,
          {
            storageKey: found.key,
            contentType: 'text/csv; charset=utf-8',
            name: `${base}-rejected-rows.csv`,
          },
          { download: true },
        );
      },
    }),
  ];
}
