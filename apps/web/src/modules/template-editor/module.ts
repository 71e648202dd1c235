import { defineModule } from '../../app/module-types';
import { prefetchTemplate } from './api/template-prefetch';
import { loadTemplateEditorPage, TEMPLATE_EDITOR_PATH, templateEditorFirstCalls } from './early';

/** The template editor (spec §2: /checklist/template/:templateId/edit, blank layout, CKL_MANAGE_TEMPLATES). */
export const templateEditorModule = defineModule({
  name: 'template-editor',
  routes: [
    {
      path: TEMPLATE_EDITOR_PATH,
      page: loadTemplateEditorPage,
      permission: 'CKL_MANAGE_TEMPLATES',
      layout: 'blank',
      titleKey: 'template-editor:title',
      preload: ({ templateId }) => {
        if (templateId) prefetchTemplate(templateId);
      },
      firstScreenCalls: templateEditorFirstCalls,
    },
  ],
});
