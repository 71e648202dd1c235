import { z } from 'zod';
import { BULK_IDS_MAX } from '../common/bulk.schema';

/** Issue statuses (spec §4). */
export const ISSUE_STATUSES = ['to_do', 'in_progress', 'complete', 'cant_do'] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/** Issue priorities (spec §4). */
export const ISSUE_PRIORITIES = ['low', 'medium', 'high'] as const;
export const issuePrioritySchema = z.enum(ISSUE_PRIORITIES);
export type IssuePriority = z.infer<typeof issuePrioritySchema>;

/** The open and closed status groups (spec §4). */
export const ISSUE_STATUS_GROUPS = {
  open: ['to_do', 'in_progress'],
  closed: ['complete', 'cant_do'],
} as const satisfies Record<string, readonly IssueStatus[]>;
export type IssueStatusGroup = keyof typeof ISSUE_STATUS_GROUPS;

/** The group a status belongs to. */
export function issueStatusGroup(status: IssueStatus): IssueStatusGroup {
  return (ISSUE_STATUS_GROUPS.closed as readonly IssueStatus[]).includes(status) ? 'closed' : 'open';
}

/** Limits of an issue's fields (ADR 205). */
export const ISSUE_LIMITS = {
  title: 255,
  description: 10_000,
  label: 50,
  labels: 20,
  risk: 100,
  type: 100,
  assignees: 50,
  comment: 10_000,
  commentFiles: 10,
} as const;

/** An assignee: a user or a group of the workspace (spec §3 assignee; ADR 205). */
export const issueAssigneeSchema = z.object({
  kind: z.enum(['user', 'group']),
  id: z.string().uuid(),
});
export type IssueAssignee = z.infer<typeof issueAssigneeSchema>;

/** An assignee as answers show it, with its name. */
export const issueAssigneeViewSchema = issueAssigneeSchema.extend({ name: z.string() });
export type IssueAssigneeView = z.infer<typeof issueAssigneeViewSchema>;

const ref = z.object({ id: z.string().uuid(), name: z.string() }).nullable();

/** An issue as the list and detail answer it (spec §3 Issue, plus the inspection and item it came from). */
export const issueSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  due_at: z.string().nullable(),
  status: issueStatusSchema,
  status_group: z.enum(['open', 'closed']),
  priority: issuePrioritySchema,
  category: ref,
  subcategory: ref,
  site: ref,
  asset: ref,
  labels: z.array(z.string()),
  risk: z.string().nullable(),
  type: z.string().nullable(),
  assignees: z.array(issueAssigneeViewSchema),
  created_by: ref,
  created_at: z.string(),
  updated_at: z.string(),
  inspection_id: z.string().uuid().nullable(),
  item_id: z.string().nullable(),
});
export type Issue = z.infer<typeof issueSchema>;

const text = (max: number) => z.string().trim().max(max, 'gen.validations.maxlength');
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** The editable fields of an issue, as create and update send them. */
const issueFieldsShape = {
  title: text(ISSUE_LIMITS.title).min(1, 'gen.validations.required'),
  description: text(ISSUE_LIMITS.description),
  due_at: z.string().datetime({ offset: true, message: 'gen.validations.date' }).nullable(),
  priority: issuePrioritySchema,
  category_id: z.string().uuid().nullable(),
  subcategory_id: z.string().uuid().nullable(),
  site_id: z.string().uuid().nullable(),
  asset_id: z.string().uuid().nullable(),
  labels: z
    .array(text(ISSUE_LIMITS.label).min(1, 'gen.validations.required'))
    .max(ISSUE_LIMITS.labels, 'gen.validations.max'),
  risk: optionalText(ISSUE_LIMITS.risk),
  type: optionalText(ISSUE_LIMITS.type),
  assignees: z.array(issueAssigneeSchema).max(ISSUE_LIMITS.assignees, 'gen.validations.max'),
};

/** Body of POST /issues: an issue made by hand; unset fields take their defaults (status to_do). */
export const issueCreateSchema = z.object({
  title: issueFieldsShape.title,
  description: issueFieldsShape.description.default(''),
  due_at: issueFieldsShape.due_at.default(null),
  priority: issueFieldsShape.priority.default('medium'),
  status: issueStatusSchema.default('to_do'),
  category_id: issueFieldsShape.category_id.default(null),
  subcategory_id: issueFieldsShape.subcategory_id.default(null),
  site_id: issueFieldsShape.site_id.default(null),
  asset_id: issueFieldsShape.asset_id.default(null),
  labels: issueFieldsShape.labels.default([]),
  risk: issueFieldsShape.risk.default(null),
  type: issueFieldsShape.type.default(null),
  assignees: issueFieldsShape.assignees.default([]),
});
export type IssueCreate = z.input<typeof issueCreateSchema>;

/** Body of PUT /issues/{id}: the fields sent change, the others stay; each change is a timeline event. */
export const issueUpdateSchema = z.object(issueFieldsShape).partial();
export type IssueUpdate = z.input<typeof issueUpdateSchema>;

/** Body of PUT /issues/{id}/status. */
export const issueStatusRequestSchema = z.object({ status: issueStatusSchema });

/**
 * Body of POST /issues/{id}/comments: text (sent, possibly empty) and files uploaded to the issue before; at least
 * one of the two.
 */
export const issueCommentRequestSchema = z
  .object({
    text: text(ISSUE_LIMITS.comment),
    file_ids: z.array(z.string().uuid()).max(ISSUE_LIMITS.commentFiles, 'gen.validations.max').default([]),
  })
  .refine((c) => c.text.length > 0 || c.file_ids.length > 0, {
    path: ['text'],
    message: 'gen.validations.required',
  });
export type IssueCommentRequest = z.input<typeof issueCommentRequestSchema>;

const bulkIds = z
  .array(z.string().uuid())
  .min(1, 'gen.validations.required')
  .max(BULK_IDS_MAX, 'gen.validations.max');

/** Body of PUT /issues/bulk/status. */
export const issueBulkStatusSchema = z.object({ ids: bulkIds, status: issueStatusSchema });
/** Body of PUT /issues/bulk/assignees: the assignees replace each issue's. */
export const issueBulkAssigneesSchema = z.object({ ids: bulkIds, assignees: issueFieldsShape.assignees });
/** Body of PUT /issues/bulk/due-date. */
export const issueBulkDueDateSchema = z.object({ ids: bulkIds, due_at: issueFieldsShape.due_at });

/** A file attached to an issue's timeline. */
export const issueFileSchema = z.object({ id: z.string().uuid(), name: z.string(), mime: z.string() });
export type IssueFile = z.infer<typeof issueFileSchema>;

/** Kinds of timeline events: created, a comment, a status change, a field change. */
export const ISSUE_EVENT_KINDS = ['created', 'comment', 'status', 'field'] as const;

/** One timeline event (oldest first in answers); `field`, `from`, `to` for changes, `text` and `files` for comments. */
export const issueEventSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(ISSUE_EVENT_KINDS),
  user: ref,
  text: z.string().nullable(),
  field: z.string().nullable(),
  from: z.unknown(),
  to: z.unknown(),
  files: z.array(issueFileSchema),
  created_at: z.string(),
});
export type IssueEvent = z.infer<typeof issueEventSchema>;

/** GET /issues/{id}: the issue and its timeline, newest last. */
export const issueDetailSchema = issueSchema.extend({ timeline: z.array(issueEventSchema) });
export type IssueDetail = z.infer<typeof issueDetailSchema>;

export const issueResponseSchema = z.object({ data: issueDetailSchema });
export const issueMutationResponseSchema = z.object({ message: z.string(), data: issueDetailSchema });
export const issueFileResponseSchema = z.object({ data: issueFileSchema });
/** Answer of POST /issues/{id}/comments: the new comment event. */
export const issueCommentResponseSchema = z.object({ message: z.string(), data: issueEventSchema });

/** Filterable and sortable fields of GET /issues. */
export const ISSUE_LIST_FIELDS = [
  'title',
  'status',
  'priority',
  'assignee',
  'category_id',
  'due_at',
  'created_at',
  'updated_at',
] as const;
