import { z } from 'zod';

/** Paper sizes a report prints on (issue 20). */
export const REPORT_PAPER_SIZES = ['A4', 'Letter'] as const;
/** Parts of a report a layout may hide; the header always shows. */
export const REPORT_PARTS = ['summary', 'flagged', 'media', 'notes', 'scores', 'signatures'] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];
/** Columns of the report's photo grid a layout may choose. */
export const REPORT_PHOTO_GRID_COLUMNS = [2, 3, 4] as const;
/** Image types a layout's logo and cover accept; each is detectable from content. */
export const REPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Limits of a layout (ADR 202). */
export const REPORT_LAYOUT_LIMITS = { nameMax: 100, coverTitleMax: 200, templatesMax: 500 } as const;

const fileId = z.string().uuid('gen.validations.uuid').nullable();

/**
 * A report layout (ADR 202): the organisation default (no templates) or the layout of some templates, choosing the
 * logo and cover image by uploaded-file id, the paper, the parts shown and the photo grid.
 */
export const reportLayoutSchema = z.object({
  id: z.string().uuid(),
  name: z
    .string('gen.validations.required')
    .trim()
    .min(1, 'gen.validations.required')
    .max(REPORT_LAYOUT_LIMITS.nameMax, 'gen.validations.maxlength'),
  template_ids: z
    .array(z.string().uuid('gen.validations.uuid'))
    .max(REPORT_LAYOUT_LIMITS.templatesMax, 'gen.validations.max')
    .refine((ids) => new Set(ids).size === ids.length, 'gen.validations.unique'),
  logo_file_id: fileId,
  cover: z.object({
    show: z.boolean(),
    image_file_id: fileId,
    title: z.string().trim().max(REPORT_LAYOUT_LIMITS.coverTitleMax, 'gen.validations.maxlength').nullable(),
  }),
  paper: z.enum(REPORT_PAPER_SIZES, 'gen.validations.invalid_option'),
  parts: z.object({
    summary: z.boolean(),
    flagged: z.boolean(),
    media: z.boolean(),
    notes: z.boolean(),
    scores: z.boolean(),
    signatures: z.boolean(),
  }),
  photo_grid: z.literal(REPORT_PHOTO_GRID_COLUMNS, 'gen.validations.invalid_option'),
  updated_at: z.string().nullable(),
});
export type ReportLayout = z.infer<typeof reportLayoutSchema>;

/** Body of POST/PUT /settings/report/layouts: the layout without its server-made fields. */
export const reportLayoutInputSchema = reportLayoutSchema.omit({ id: true, updated_at: true }).strict();
export type ReportLayoutInput = z.infer<typeof reportLayoutInputSchema>;

/** What applies when an organisation has stored no default layout: everything shown, A4, three photos a row. */
export const BUILT_IN_REPORT_LAYOUT: ReportLayoutInput = {
  name: 'Default',
  template_ids: [],
  logo_file_id: null,
  cover: { show: false, image_file_id: null, title: null },
  paper: 'A4',
  parts: { summary: true, flagged: true, media: true, notes: true, scores: true, signatures: true },
  photo_grid: 3,
};

/** Whether a layout is the organisation default: it names no template. */
export function isDefaultLayout(layout: Pick<ReportLayoutInput, 'template_ids'>): boolean {
  return layout.template_ids.length === 0;
}

/** Answer of GET /inspections/{id}/report-layout: the layout that applies (id null for the built-in one). */
export const appliedReportLayoutSchema = reportLayoutSchema.extend({ id: z.string().uuid().nullable() });
export type AppliedReportLayout = z.infer<typeof appliedReportLayoutSchema>;
export const appliedReportLayoutResponseSchema = z.object({ data: appliedReportLayoutSchema });

export const reportLayoutResponseSchema = z.object({ data: reportLayoutSchema });
export const reportLayoutMutationResponseSchema = z.object({ message: z.string(), data: reportLayoutSchema });

/** A stored layout image (logo or cover) as the upload and file-manager choice answer it. */
export const reportImageSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type ReportImage = z.infer<typeof reportImageSchema>;
export const reportImageResponseSchema = z.object({ message: z.string(), data: reportImageSchema });

/** Body of POST /settings/report/images/from-file-manager: a file-manager file to copy as a layout image. */
export const reportImageFromFileRequestSchema = z.object({
  entry_id: z.string().uuid('gen.validations.uuid'),
});

/** Answer of GET /settings/report/templates: the templates a layout may name, by title. */
export const reportTemplateOptionsResponseSchema = z.object({
  data: z.array(z.object({ id: z.string().uuid(), title: z.string() })),
});
export type ReportTemplateOption = z.infer<typeof reportTemplateOptionsResponseSchema>['data'][number];

/** Where the settings page shows a layout image (only images stored for layouts are served there). */
export function reportSettingsImageUrl(fileId: string): string {
  return `/api/settings/report/images/${fileId}`;
}

/** Where a report shows its layout's logo or cover: only an image of the layout that applies to the inspection. */
export function inspectionReportImageUrl(inspectionId: string, fileId: string): string {
  return `/api/inspections/${inspectionId}/report-layout/images/${fileId}`;
}
