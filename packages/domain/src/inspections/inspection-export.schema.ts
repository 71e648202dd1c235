import { z } from 'zod';
import { listQueryParamsSchema } from '../list-query/codec';

/** Most selected inspections an export URL may name (a longer query would pass the server's header limit). */
export const EXPORT_IDS_MAX = 200;

/** What one export row stands for: an inspection, or one answered item instance of one. */
export const INSPECTION_EXPORT_ROWS = ['inspections', 'answers'] as const;
/** The spreadsheet formats of list exports (workbench §9). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * Query of GET /inspections/export and /inspections/archive/export: the list's filter and sort, or a selection
 * (`ids`, comma-separated), as CSV or XLSX, one row per inspection or per answer.
 */
export const inspectionExportQuerySchema = listQueryParamsSchema.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  rows: z.enum(INSPECTION_EXPORT_ROWS).default('inspections'),
  ids: z
    .string()
    .transform((text) => text.split(',').filter((id) => id !== ''))
    .pipe(z.array(z.string().uuid('gen.validations.invalid')).max(EXPORT_IDS_MAX, 'gen.validations.max'))
    .optional(),
});
export type InspectionExportQuery = z.infer<typeof inspectionExportQuerySchema>;
