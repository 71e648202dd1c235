import { defineModule } from '../../app/module-types';

/** /settings/assignment: the assignment custom-fields editor (spec §2 Settings). */
export const assignmentSettingsModule = defineModule({
  name: 'assignment-settings',
  routes: [
    {
      path: '/settings/assignment',
      page: () => import('./pages/assignment-settings-page').then((m) => m.AssignmentSettingsPage),
      permission: 'APP_VIEW_SETTINGS',
      layout: 'main',
      titleKey: 'assignment-settings:title',
    },
  ],
});
