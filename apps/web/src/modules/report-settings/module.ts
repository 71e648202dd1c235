import { IconFileSettings } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** /settings/report: report layouts (issue 20 item 3, ADR 202), a premium feature like all branding. */
export const reportSettingsModule = defineModule({
  name: 'report-settings',
  routes: [
    {
      path: '/settings/report',
      page: () => import('./pages/report-settings-page').then((m) => m.ReportSettingsPage),
      permission: 'APP_VIEW_SETTINGS',
      feature: 'app_branding',
      layout: 'main',
      titleKey: 'report-settings:title',
    },
  ],
  menu: [
    {
      labelKey: 'report-settings:menu',
      path: '/settings/report',
      icon: IconFileSettings,
      permission: 'APP_VIEW_SETTINGS',
    },
  ],
});
