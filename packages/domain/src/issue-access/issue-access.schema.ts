import { z } from 'zod';
import { ISSUE_STATUSES, type IssueStatus } from '../issues/issue.schema';

/** Who may do one thing to an issue (spec §4, §6; ADR 210 defines each level). */
export const ISSUE_ACCESS_LEVELS = [
  'all_users',
  'organisation',
  'collaborators',
  'creator_and_assignee',
  'restricted',
] as const;
export const issueAccessLevelSchema = z.enum(ISSUE_ACCESS_LEVELS);
export type IssueAccessLevel = z.infer<typeof issueAccessLevelSchema>;

/** The permission that gives full control of issues whatever the settings say (spec §6 "Manage Issues"). */
export const MANAGE_ISSUES = 'ACT_MANAGE_ISSUE' as const;

/** The workspace's "who may" settings of issues: access, detail fields, category and each target status. */
export const issueAccessSettingsSchema = z.object({
  access: issueAccessLevelSchema,
  edit_details: issueAccessLevelSchema,
  change_category: issueAccessLevelSchema,
  status: z.object(
    Object.fromEntries(ISSUE_STATUSES.map((s) => [s, issueAccessLevelSchema])) as Record<
      IssueStatus,
      typeof issueAccessLevelSchema
    >,
  ),
});
export type IssueAccessSettings = z.infer<typeof issueAccessSettingsSchema>;

/** Defaults that keep the behaviour from before the settings: holding the issue permission is enough. */
export const DEFAULT_ISSUE_ACCESS_SETTINGS: IssueAccessSettings = {
  access: 'all_users',
  edit_details: 'all_users',
  change_category: 'all_users',
  status: { to_do: 'all_users', in_progress: 'all_users', complete: 'all_users', cant_do: 'all_users' },
};

/** Answer of GET/PUT /issue/settings/access. */
export const issueAccessSettingsViewSchema = issueAccessSettingsSchema.extend({
  updated_at: z.string().nullable(),
});
export type IssueAccessSettingsView = z.infer<typeof issueAccessSettingsViewSchema>;
export const issueAccessSettingsResponseSchema = z.object({ data: issueAccessSettingsViewSchema });
export const issueAccessSettingsMutationResponseSchema = z.object({
  message: z.string(),
  data: issueAccessSettingsViewSchema,
});

/** Answer of the issue bulk calls: how many changed and how many the "who may" settings skipped. */
export const issueBulkResponseSchema = z.object({
  message: z.string(),
  data: z.object({ count: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }),
});
