import { z } from 'zod';
import type { AnswerValue } from '../rules/values';
import type { TemplateDocument } from '../templates/document.schema';
import type { Item } from '../templates/item.schema';
import { answerPlainText } from '../inspections/answer-plain-text';
import { ISSUE_LIMITS, issueStatusSchema } from './issue.schema';

/** Most answer media one raised issue links to. */
export const RAISED_ISSUE_MAX_FILES = 20;

/**
 * Body of POST /inspections/{id}/issues: an issue raised on one item instance from the runner (ADR 205, "From
 * inspections"), prefilled by `raisedIssuePrefill`; `file_ids` are media of that inspection.
 */
export const inspectionIssueRequestSchema = z.object({
  item_id: z.string().uuid(),
  instance: z.number().int().min(0).max(10_000).default(0),
  title: z.string().trim().min(1, 'gen.validations.required').max(ISSUE_LIMITS.title, 'gen.validations.max'),
  description: z.string().max(ISSUE_LIMITS.description, 'gen.validations.max').default(''),
  file_ids: z.array(z.string().uuid()).max(RAISED_ISSUE_MAX_FILES, 'gen.validations.max').default([]),
});
export type InspectionIssueRequest = z.input<typeof inspectionIssueRequestSchema>;

/** One issue of an inspection as its report lists it. */
export const inspectionIssueSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: issueStatusSchema,
  item_id: z.string().nullable(),
  created_at: z.string(),
});
export type InspectionIssue = z.infer<typeof inspectionIssueSchema>;

/** Answer of GET /inspections/{id}/issues: the issues linked to the inspection, oldest first. */
export const inspectionIssuesResponseSchema = z.object({ data: z.array(inspectionIssueSchema) });

/**
 * The title and description an issue raised on an item starts with, by hand or by a rule: the item's title (a
 * rule's own title first), and the answer as plain text under the rule's description when it has one.
 */
export function raisedIssuePrefill(
  doc: TemplateDocument,
  item: Item,
  value: AnswerValue,
  rule?: { title: string; description: string },
): { title: string; description: string } {
  const title = (rule?.title.trim() || item.title.trim() || '—').slice(0, ISSUE_LIMITS.title);
  const answer = answerPlainText(doc, item, value);
  const description = [rule?.description.trim() ?? '', answer].filter(Boolean).join('\n\n');
  return { title, description: description.slice(0, ISSUE_LIMITS.description) };
}
