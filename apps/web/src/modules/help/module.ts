import {
  IconBook,
  IconFileImport,
  IconHelp,
  IconListDetails,
  IconNotes,
  IconSparkles,
  IconVideo,
} from '@tabler/icons-react';
import { defineModule, type MenuEntry, type MenuIcon } from '../../app/module-types';
import { serverSetting } from '../../shared/config/server-settings';

const tutorials = serverSetting('fieldbook-help-tutorials-url');

const link = (labelKey: string, path: string, icon: MenuIcon, external?: true): MenuEntry => ({
  labelKey,
  path,
  icon,
  permission: 'general',
  external,
});

/** The knowledge base (/kb, /kb/articles/:slug) and the side menu's Help links (spec §2). */
export const helpModule = defineModule({
  name: 'help',
  routes: [
    {
      path: '/kb',
      page: () => import('./pages/kb-index-page').then((m) => m.KbIndexPage),
      permission: 'general',
      layout: 'main',
      titleKey: 'help:kb.title',
    },
    {
      path: '/kb/articles/:slug',
      page: () => import('./pages/article-page').then((m) => m.ArticlePage),
      permission: 'general',
      layout: 'main',
      titleKey: 'help:kb.title',
    },
  ],
  menu: [
    {
      ...link('help:menu.group', '/kb', IconHelp),
      children: [
        link('help:menu.kb', '/kb', IconBook),
        link('help:menu.productUpdate', '/kb/articles/product-update', IconSparkles),
        link('help:menu.releaseNotes', '/kb/articles/release-notes', IconNotes),
        link('help:menu.importing', '/kb/articles/importing-a-checklist', IconFileImport),
        link('help:menu.questionTypes', '/kb/articles/supported-question-types', IconListDetails),
        ...(tutorials ? [link('help:menu.tutorials', tutorials, IconVideo, true)] : []),
      ],
    },
  ],
});
