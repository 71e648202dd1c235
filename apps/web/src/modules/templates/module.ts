import { IconChecklist, IconListCheck, IconListDetails, IconStars } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/**
 * The template list (/checklist/templates) and the side menu's Checklists group. The editor and
 * translation routes belong to the template-editor module; the public library has no screen yet, so
 * it has no entry (ADR 115).
 */
export const templatesModule = defineModule({
  name: 'templates',
  routes: [
    {
      path: '/checklist/templates',
      page: () => import('./pages/template-list-page').then((m) => m.TemplateListPage),
      permission: 'CKL_MANAGE_TEMPLATES',
      layout: 'main',
      titleKey: 'templates:title',
    },
  ],
  menu: [
    {
      labelKey: 'templates:menu.group',
      path: '/checklist/templates',
      icon: IconChecklist,
      permission: ['CKL_MANAGE_TEMPLATES', 'APP_VIEW_SETTINGS'],
      children: [
        {
          labelKey: 'templates:menu.checklists',
          path: '/checklist/templates',
          icon: IconListCheck,
          permission: 'CKL_MANAGE_TEMPLATES',
        },
        {
          labelKey: 'templates:menu.globalResponses',
          path: '/checklist/global-response/list',
          icon: IconListDetails,
          permission: 'CKL_MANAGE_TEMPLATES',
        },
        {
          labelKey: 'templates:menu.settings',
          path: '/settings/checklist',
          icon: IconStars,
          permission: 'APP_VIEW_SETTINGS',
        },
      ],
    },
  ],
});
