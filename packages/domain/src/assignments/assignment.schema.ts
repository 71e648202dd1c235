import { z } from 'zod';
import { assignmentProgressSchema } from './my-inspections.schema';
import type { CustomFieldDefinition } from '../custom-fields/custom-field.schema';
import { recurrenceSchema, recurrenceViewSchema } from './recurrence.schema';

/** Assignment states (spec §4): active, paused, finished (finished refuses every edit). */
export const ASSIGNMENT_STATUSES = ['active', 'paused', 'finished'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Direct: one window (start_at → end_at); schedule: the recurrence; mix: both (spec §3 type; ADR 209). */
export const ASSIGNMENT_TYPES = ['direct', 'schedule', 'mix'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** Only one assignee conducts an occurrence, or any of them may (spec §6). */
export const ASSIGNEE_MODES = ['only_one', 'any'] as const;
export type AssigneeMode = (typeof ASSIGNEE_MODES)[number];

/** Operators of a dynamic asset condition on an asset-type field. */
export const ASSET_CONDITION_OPERATORS = [
  'equals',
  'not-equals',
  'string-contains',
  'starts-with',
  'ends-with',
  'greater',
  'lesser',
  'is-null',
  'is-not-null',
] as const;
export type AssetConditionOperator = (typeof ASSET_CONDITION_OPERATORS)[number];

/** Limits of an assignment's fields (ADR 209). */
export const ASSIGNMENT_LIMITS = {
  title: 255,
  assignees: 100,
  managers: 50,
  assets: 1000,
  conditions: 20,
  conditionValue: 255,
} as const;

/** An assignee: a member or a group of the workspace. */
export const assignmentAssigneeSchema = z.object({ kind: z.enum(['user', 'group']), id: z.string().uuid() });
export type AssignmentAssignee = z.infer<typeof assignmentAssigneeSchema>;

/** One condition on a field of the asset type ("serial starts-with S-"). */
export const assetConditionSchema = z.object({
  field: z.string().min(1).max(64),
  operator: z.enum(ASSET_CONDITION_OPERATORS),
  value: z
    .union([z.string().max(ASSIGNMENT_LIMITS.conditionValue), z.number()])
    .nullable()
    .default(null),
});
export type AssetCondition = z.output<typeof assetConditionSchema>;

/** Dynamic assets: every active asset of a type matching all conditions, re-evaluated at each occurrence. */
export const dynamicAssetsSchema = z.object({
  asset_type_id: z.string().uuid(),
  conditions: z
    .array(assetConditionSchema)
    .max(ASSIGNMENT_LIMITS.conditions, 'gen.validations.max')
    .default([]),
});
export type DynamicAssets = z.output<typeof dynamicAssetsSchema>;

/** A stored dynamic asset set as answers carry it. */
const dynamicAssetsViewSchema = z.object({
  asset_type_id: z.string(),
  conditions: z.array(
    z.object({
      field: z.string(),
      operator: z.enum(ASSET_CONDITION_OPERATORS),
      value: z.union([z.string(), z.number()]).nullable(),
    }),
  ),
}) satisfies z.ZodType<DynamicAssets>;

const instant = z.string().datetime({ offset: true, message: 'gen.validations.date' });

/**
 * Body of POST /assignment/new and PUT /assignment/{id} (the whole assignment; PUT also says whether a changed
 * schedule applies from the next occurrence or to the current one too).
 */
export const assignmentRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'gen.validations.required')
      .max(ASSIGNMENT_LIMITS.title, 'gen.validations.maxlength'),
    fields: z.record(z.string(), z.unknown()).default({}),
    template_id: z.string().uuid(),
    type: z.enum(ASSIGNMENT_TYPES),
    assignees: z
      .array(assignmentAssigneeSchema)
      .min(1, 'gen.validations.required')
      .max(ASSIGNMENT_LIMITS.assignees, 'gen.validations.max'),
    assignee_mode: z.enum(ASSIGNEE_MODES).default('any'),
    managers: z.array(z.string().uuid()).max(ASSIGNMENT_LIMITS.managers, 'gen.validations.max').default([]),
    assets: z.array(z.string().uuid()).max(ASSIGNMENT_LIMITS.assets, 'gen.validations.max').default([]),
    dynamic_assets: dynamicAssetsSchema.nullable().default(null),
    recurrence: recurrenceSchema.nullable().default(null),
    start_at: instant.nullable().default(null),
    end_at: instant.nullable().default(null),
    restricted_mode: z.boolean().default(false),
    collaborative: z.boolean().default(false),
    auto_finish: z.boolean().default(false),
    allow_additional_assets: z.boolean().default(false),
    apply_to: z.enum(['next', 'current']).default('next'),
  })
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (a.type !== 'direct' && !a.recurrence) issue('recurrence', 'gen.validations.required');
    if (a.type !== 'schedule') {
      if (!a.start_at) issue('start_at', 'gen.validations.required');
      if (!a.end_at) issue('end_at', 'gen.validations.required');
      if (a.start_at && a.end_at && Date.parse(a.end_at) <= Date.parse(a.start_at))
        issue('end_at', 'assignment.validation.duration');
    }
    if (a.assets.length === 0 && !a.dynamic_assets) issue('assets', 'assignment.validation.dataset');
  });
export type AssignmentRequest = z.input<typeof assignmentRequestSchema>;
export type AssignmentInput = z.output<typeof assignmentRequestSchema>;

const ref = z.object({ id: z.string().uuid(), name: z.string() });
const assigneeView = assignmentAssigneeSchema.extend({ name: z.string() });

/** A row of GET /assignment/list. */
export const assignmentListRowSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  type: z.enum(ASSIGNMENT_TYPES),
  template: ref.nullable(),
  assignees: z.array(assigneeView),
  assigned_by: ref.nullable(),
  assets_count: z.number().int(),
  dynamic: z.boolean(),
  next_due: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssignmentListRow = z.infer<typeof assignmentListRowSchema>;

/** GET /assignment/{id}: every field the form edits, with names, the RRULE text and the next due time. */
export const assignmentDetailSchema = assignmentListRowSchema.extend({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  assignee_mode: z.enum(ASSIGNEE_MODES),
  managers: z.array(ref),
  assets: z.array(ref),
  dynamic_assets: dynamicAssetsViewSchema.nullable(),
  recurrence: recurrenceViewSchema.nullable(),
  rrule: z.string().nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  restricted_mode: z.boolean(),
  collaborative: z.boolean(),
  auto_finish: z.boolean(),
  allow_additional_assets: z.boolean(),
  /** From when the current schedule applies (an edit "from the next occurrence" moves it; the scheduler reads it). */
  rule_applies_from: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Its occurrences by state (ADR 213): what managers follow in the detail. */
  progress: assignmentProgressSchema,
  /** With `grouped_assignees=1`: the assignees split into members and groups. */
  grouped_assignees: z.object({ users: z.array(ref), groups: z.array(ref) }).optional(),
  /** With `with_custom_fields=1`: the fields of the assignment form (title first). */
  custom_fields: z.array(z.custom<CustomFieldDefinition>()).optional(),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;

/** Query of GET /assignment/{id} (spec §7); custom-field values are always an object. */
export const assignmentDetailQuerySchema = z.object({
  grouped_assignees: z.enum(['0', '1', 'true', 'false']).optional(),
  fields_as_object: z.enum(['0', '1', 'true', 'false']).optional(),
  with_custom_fields: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const assignmentResponseSchema = z.object({ data: assignmentDetailSchema });
export const assignmentMutationResponseSchema = z.object({
  message: z.string(),
  data: assignmentDetailSchema,
});

/** Filterable and sortable fields of GET /assignment/list. */
export const ASSIGNMENT_LIST_FIELDS = [
  'title',
  'status',
  'type',
  'template_id',
  'assignee',
  'next_due',
  'created_at',
  'updated_at',
] as const;

/** Statuses of a materialised occurrence (the scheduler's; ADR 209). */
export const OCCURRENCE_STATUSES = ['to_do', 'overdue', 'missed', 'done'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];
