import { IconBuildingFactory2, IconList, IconStack2 } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

const MANAGE = 'RES_MANAGE_GLOBAL_LISTS';
const READ = ['RES_MANAGE_GLOBAL_LISTS', 'RES_VIEW_GLOBAL_LISTS'] as const;
const feature = 'ckl_global_list' as const;

/** Resources (spec §2): global lists with their items, and site structures (ADR 126); the menu group also leads to the file manager. */
export const resourcesModule = defineModule({
  name: 'resources',
  routes: [
    {
      path: '/resources/global-lists',
      page: () => import('./pages/global-lists-page').then((m) => m.GlobalListsPage),
      permission: READ,
      feature,
      layout: 'main',
      titleKey: 'resources:lists.title',
    },
    {
      path: '/resources/global-lists/archive',
      page: () => import('./pages/global-lists-archive-page').then((m) => m.GlobalListsArchivePage),
      permission: MANAGE,
      feature,
      layout: 'main',
      titleKey: 'resources:lists.archiveTitle',
    },
    {
      path: '/resources/global-lists/:uuid',
      page: () => import('./pages/global-list-page').then((m) => m.GlobalListPage),
      permission: MANAGE,
      feature,
      layout: 'main',
      titleKey: 'resources:lists.definitionTitle',
    },
    {
      path: '/resources/global-lists/:uuid/items',
      page: () => import('./pages/list-items-page').then((m) => m.ListItemsPage),
      permission: READ,
      feature,
      layout: 'main',
      titleKey: 'resources:items.title',
    },
    {
      path: '/resources/global-lists/:uuid/items/archive',
      page: () => import('./pages/list-items-archive-page').then((m) => m.ListItemsArchivePage),
      permission: MANAGE,
      feature,
      layout: 'main',
      titleKey: 'resources:items.archiveTitle',
    },
    {
      path: '/resources/sites',
      page: () => import('./pages/sites-page').then((m) => m.SitesPage),
      permission: READ,
      layout: 'main',
      titleKey: 'resources:sites.heading',
    },
  ],
  menu: [
    {
      labelKey: 'common:menuGroups.resources',
      path: '/resources/global-lists',
      icon: IconStack2,
      permission: READ,
      children: [
        {
          labelKey: 'resources:menu.globalLists',
          path: '/resources/global-lists',
          icon: IconList,
          permission: READ,
          feature,
        },
        {
          labelKey: 'resources:menu.sites',
          path: '/resources/sites',
          icon: IconBuildingFactory2,
          permission: READ,
        },
      ],
    },
  ],
});
