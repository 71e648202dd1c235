import { defineModule } from '../../app/module-types';
import { prefetchTemplate } from './api/template-prefetch';

/** The template editor (spec §2: /checklist/template/:templateId/edit, blank layout, CKL_MANAGE_TEMPLATES). */
export const templateEditorModule = defineModule({
  name: 'template-editor',
  routes: [
    {
      path: '/checklist/template/:templateId/edit',
      page: () => import('./pages/template-editor-page').then((m) => m.TemplateEditorPage),
      permission: 'CKL_MANAGE_TEMPLATES',
      layout: 'blank',
      titleKey: 'template-editor:title',
      preload: ({ templateId }) => {
        if (templateId) prefetchTemplate(templateId);
      },
    },
  ],
});
