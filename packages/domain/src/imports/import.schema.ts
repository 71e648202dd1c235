import { z } from 'zod';

/** What a bulk import fills: assets of one type, or the items of one global list. */
export const importTargetSchema = z.enum(['assets', 'global-list-items']);
export type ImportTarget = z.infer<typeof importTargetSchema>;

/** One assignment of the wizard's step 2: the target field `id` takes the file's column number `index` (0-based). */
export const importColumnSchema = z.object({
  id: z.string().trim().min(1).max(200),
  index: z.number().int().min(0).max(999),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** The `columns` part of a bulk-import call: each field at most once. */
export const importColumnsSchema = z
  .array(importColumnSchema)
  .min(1, 'gen.validations.required')
  .max(200)
  .refine((cols) => new Set(cols.map((c) => c.id)).size === cols.length, 'imports.columns_duplicate');

/** A field a file column can be assigned to: the record's own id and name, then the custom fields. */
export const importFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

/** Answer of a preview call: the file's header row, its first rows, its size and a suggested mapping. */
export const importPreviewSchema = z.object({
  file_name: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  row_count: z.number().int(),
  fields: z.array(importFieldSchema),
  suggested: z.array(importColumnSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The counts of a finished import and where its rejected rows can be downloaded (null when none were). */
export const importResultSchema = z.object({
  id: z.string().uuid(),
  total: z.number().int(),
  inserted: z.number().int(),
  rejected: z.number().int(),
  rejected_rows_url: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * One line of the streamed answer of an import call (application/x-ndjson): progress while rows are written,
 * then exactly one result or error line. An error line means nothing was written.
 */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('result'), message: z.string(), data: importResultSchema }),
  z.object({ type: z.literal('error'), message: z.string(), error_code: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/** Media type of the streamed import answer. */
export const IMPORT_EVENTS_MEDIA_TYPE = 'application/x-ndjson';
