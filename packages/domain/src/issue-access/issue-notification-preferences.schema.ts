import { z } from 'zod';

/** The issue e-mails a member can turn off in account settings (ADR 211); all are on by default. */
export const issueNotificationPreferencesSchema = z.object({
  on_assignment: z.boolean(),
  on_comment: z.boolean(),
  /** The morning mail listing the member's open issues past their due date. */
  daily_digest: z.boolean(),
});
export type IssueNotificationPreferences = z.infer<typeof issueNotificationPreferencesSchema>;

/** Everything on: what a member without a stored row receives. */
export const DEFAULT_ISSUE_NOTIFICATION_PREFERENCES: IssueNotificationPreferences = {
  on_assignment: true,
  on_comment: true,
  daily_digest: true,
};

/** Answer of GET /user/account/issue-notifications. */
export const issueNotificationPreferencesResponseSchema = z.object({
  data: issueNotificationPreferencesSchema,
});
/** Answer of PUT /user/account/issue-notifications. */
export const issueNotificationPreferencesMutationResponseSchema = z.object({
  message: z.string(),
  data: issueNotificationPreferencesSchema,
});
