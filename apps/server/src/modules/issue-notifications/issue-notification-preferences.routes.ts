import {
  issueNotificationPreferencesMutationResponseSchema,
  issueNotificationPreferencesResponseSchema,
  issueNotificationPreferencesSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import {
  getIssueNotificationPreferences,
  saveIssueNotificationPreferences,
} from './issue-notification-preferences.service';

/** The account settings' issue e-mail switches (ADR 211): each member's own, per workspace. */
export const issueNotificationPreferenceRoutes = [
  defineRoute({
    method: 'GET',
    url: '/user/account/issue-notifications',
    summary: 'Which issue e-mails the signed-in member receives (assignment, comment)',
    permission: 'general',
    response: issueNotificationPreferencesResponseSchema,
    handler: async ({ deps, actor }) => ({ data: await getIssueNotificationPreferences(deps.db, actor) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/account/issue-notifications',
    summary: 'Turns the issue e-mails of the signed-in member on or off',
    permission: 'general',
    body: issueNotificationPreferencesSchema,
    response: issueNotificationPreferencesMutationResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'issues.notifications_saved'),
      data: await saveIssueNotificationPreferences(deps.db, actor, body),
    }),
  }),
];
