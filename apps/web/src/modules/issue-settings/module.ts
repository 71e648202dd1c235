import { IconShieldCheck } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** /settings/issues: who may open, edit, recategorise and move issues (issue 21 item 3, ADR 210). */
export const issueSettingsModule = defineModule({
  name: 'issue-settings',
  routes: [
    {
      path: '/settings/issues',
      page: () => import('./pages/issue-settings-page').then((m) => m.IssueSettingsPage),
      permission: ['APP_VIEW_SETTINGS', 'ACT_MANAGE_ISSUE'],
      layout: 'main',
      titleKey: 'issue-settings:title',
    },
  ],
  menu: [
    {
      labelKey: 'issue-settings:menu',
      path: '/settings/issues',
      icon: IconShieldCheck,
      permission: ['APP_VIEW_SETTINGS', 'ACT_MANAGE_ISSUE'],
    },
  ],
});
