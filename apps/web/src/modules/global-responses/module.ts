import { defineModule } from '../../app/module-types';

/** Global response sets and custom units (/checklist/global-response/list); its menu entry is in the Checklists group. */
export const globalResponsesModule = defineModule({
  name: 'global-responses',
  routes: [
    {
      path: '/checklist/global-response/list',
      page: () => import('./pages/global-response-list-page').then((m) => m.GlobalResponseListPage),
      permission: 'CKL_MANAGE_TEMPLATES',
      layout: 'main',
      titleKey: 'global-responses:title',
    },
  ],
});
