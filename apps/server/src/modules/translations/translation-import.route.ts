import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { translationMutationResponseSchema, translationParamsSchema } from '@fieldbook/domain/templates';
import { UPLOAD_LIMITS, UPLOAD_MIN_BYTES } from '@fieldbook/domain/uploads/index';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { SheetLimitError, sheetLimitMessage } from '../../platform/spreadsheets/sheet-limits';
import { multipartField } from '../templates/multipart-field';
import { defineRoute } from '../../platform/http/route';
import { translate, type MessageKey } from '../../platform/i18n/i18n';
import { inspectUpload } from '../../platform/uploads';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';
import { documentOf, readTemplateRow } from '../templates/templates.repo';
import {
  mapRows,
  readCsv,
  readXlsx,
  type ColumnMapping,
  type ImportSheet,
  type RowProblem,
} from './import-rows';
import { translatableTexts } from './translation-strings';
import { bulkUpdate } from './translations.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const mappingSchema = z.object({ key: z.string().trim().min(1), translation: z.string().trim().min(1) });
const PROBLEM_KEYS: Record<RowProblem, MessageKey> = {
  no_key: 'translations.import_no_key',
  key_not_found: 'translations.key_not_found',
  duplicate_row: 'translations.import_duplicate_row',
};

async function readSheet(part: MultipartFile): Promise<ImportSheet> {
  try {
    // Translation files are legitimately tiny (ADR 113, ADR 186).
    const upload = await inspectUpload(part.file, {
      allowedTypes: ['text/csv', 'text/plain', XLSX],
      minBytes: UPLOAD_MIN_BYTES.translation_import,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      fileName: part.filename,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of upload.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    return upload.mime === XLSX ? await readXlsx(bytes) : readCsv(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof SheetLimitError) throw errors.validation({ file: sheetLimitMessage(error) });
    // A refused upload and an unreadable sheet mean the same to the user: choose another file.
    throw errors.validation({ file: { key: 'translations.import_file_rejected' } });
  }
}

/** Checks the mapping against the sheet and the rows against the template, then imports as one change. */
async function importSheet(
  db: Db,
  actor: Actor,
  templateId: string,
  lang: z.infer<typeof translationParamsSchema>['lang'],
  sheet: ImportSheet,
  mapping: ColumnMapping,
) {
  const missing = (['key', 'translation'] as const).filter((c) => !sheet.headers.includes(mapping[c]));
  if (missing.length > 0)
    throw errors.validation(
      Object.fromEntries(missing.map((c) => [`mapping.${c}`, { key: 'translations.import_no_column' }])),
    );
  const doc = await withTenant(db, actor, async (tx) => documentOf(await readTemplateRow(tx, templateId)));
  const known = new Set(translatableTexts(doc).map((e) => e.key));
  const { items, problems } = mapRows(sheet, mapping, known);
  if (problems.size > 0) {
    const fields: Record<string, FieldMessage> = {};
    for (const [line, problem] of problems) fields[`rows.${line}`] = { key: PROBLEM_KEYS[problem] };
    throw errors.validation(fields);
  }
  if (items.length === 0) throw errors.validation({ file: { key: 'translations.import_empty' } });
  return bulkUpdate(db, actor, templateId, lang, items, 'import');
}

/**
 * POST /checklist/template/{id}/translation/{lang}/import (multipart: `mapping` JSON {key, translation}
 * naming header columns, then `file`, CSV or XLSX): all rows or none (problems by row number).
 */
export const translationImportRoute = defineRoute({
  method: 'POST',
  url: '/checklist/template/:id/translation/:lang/import',
  summary: 'Imports translations from CSV or XLSX with a column mapping (multipart: mapping, file)',
  permission: MANAGE_TEMPLATES,
  params: translationParamsSchema,
  response: translationMutationResponseSchema,
  handler: async ({ deps, actor, lang, params, request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
    let mapping: ColumnMapping;
    try {
      mapping = mappingSchema.parse(JSON.parse(multipartField(part, 'mapping') ?? 'null'));
    } catch {
      part.file.resume();
      throw errors.validation({ mapping: { key: 'gen.validations.required' } });
    }
    const sheet = await readSheet(part);
    return {
      message: translate(lang, 'translations.imported'),
      data: await importSheet(deps.db, actor, params.id, params.lang, sheet, mapping),
    };
  },
});
