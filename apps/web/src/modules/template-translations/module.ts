import { defineModule } from '../../app/module-types';

/** The translation screen of a template (spec route /checklist/template/:templateId/trans, blank layout). */
export const templateTranslationsModule = defineModule({
  name: 'template-translations',
  routes: [
    {
      path: '/checklist/template/:templateId/trans',
      page: () => import('./pages/template-translations-page').then((m) => m.TemplateTranslationsPage),
      permission: 'CKL_MANAGE_TEMPLATES',
      layout: 'blank',
      titleKey: 'template-translations:title',
    },
  ],
});
