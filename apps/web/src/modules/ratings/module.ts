import { defineModule } from '../../app/module-types';

/** Checklist settings (/settings/checklist): the workspace's rating scale with its icons (spec §2). */
export const ratingsModule = defineModule({
  name: 'ratings',
  routes: [
    {
      path: '/settings/checklist',
      page: () => import('./pages/checklist-settings-page').then((m) => m.ChecklistSettingsPage),
      permission: 'APP_VIEW_SETTINGS',
      layout: 'main',
      titleKey: 'ratings:title',
    },
  ],
});
