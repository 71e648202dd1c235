import {
  issueAccessSettingsMutationResponseSchema,
  issueAccessSettingsResponseSchema,
  issueAccessSettingsSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { getIssueAccessSettings, saveIssueAccessSettings } from './issue-access-settings.service';

/** The issues section of the settings (ADR 210): who may open, edit, recategorise and move issues. */
export const issueAccessSettingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/issue/settings/access',
    summary: 'Who may open an issue, edit its details, change its category and move it to each status',
    permission: ['APP_VIEW_SETTINGS', 'ACT_MANAGE_ISSUE'],
    response: issueAccessSettingsResponseSchema,
    handler: async ({ deps, actor }) => ({ data: await getIssueAccessSettings(deps.db, actor) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/issue/settings/access',
    summary:
      'Saves the issue "who may" settings (each: all_users, organisation, collaborators, creator_and_assignee, restricted)',
    permission: ['APP_EDIT_SETTINGS', 'ACT_MANAGE_ISSUE'],
    body: issueAccessSettingsSchema,
    response: issueAccessSettingsMutationResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'issues.access_settings_saved'),
      data: await saveIssueAccessSettings(deps.db, actor, body),
    }),
  }),
];
