import { IconBox, IconCategory } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** Assets and asset types (spec §2): lists, archives and detail pages; the side menu's "Assets" entry. */
export const assetsModule = defineModule({
  name: 'assets',
  routes: [
    {
      path: '/assets',
      page: () => import('./pages/asset-list-page').then((m) => m.AssetListPage),
      permission: 'SST_VIEW_ASSET',
      layout: 'main',
      titleKey: 'assets:title',
    },
    {
      path: '/assets/archive',
      page: () => import('./pages/asset-archive-page').then((m) => m.AssetArchivePage),
      permission: 'SST_VIEW_ARCHIVED_ASSETS',
      layout: 'main',
      titleKey: 'assets:archiveTitle',
    },
    {
      path: '/assets/types',
      page: () => import('./pages/asset-type-list-page').then((m) => m.AssetTypeListPage),
      permission: 'SST_VIEW_ASSET_TYPE',
      layout: 'main',
      titleKey: 'assets:types.title',
    },
    {
      path: '/assets/types/archive',
      page: () => import('./pages/asset-type-archive-page').then((m) => m.AssetTypeArchivePage),
      permission: 'SST_VIEW_ARCHIVED_ASSET_TYPES',
      layout: 'main',
      titleKey: 'assets:types.archiveTitle',
    },
    {
      path: '/assets/types/:uuid',
      page: () => import('./pages/asset-type-detail-page').then((m) => m.AssetTypeDetailPage),
      permission: 'SST_VIEW_ASSET_TYPE',
      layout: 'main',
      titleKey: 'assets:types.detailTitle',
    },
    {
      path: '/assets/:uuid',
      page: () => import('./pages/asset-detail-page').then((m) => m.AssetDetailPage),
      permission: 'SST_VIEW_ASSET',
      layout: 'main',
      titleKey: 'assets:detailTitle',
    },
  ],
  menu: [
    {
      labelKey: 'assets:menu.group',
      path: '/assets',
      icon: IconBox,
      permission: ['SST_VIEW_ASSET', 'SST_VIEW_ASSET_TYPE'],
      children: [
        { labelKey: 'assets:menu.assets', path: '/assets', icon: IconBox, permission: 'SST_VIEW_ASSET' },
        {
          labelKey: 'assets:menu.types',
          path: '/assets/types',
          icon: IconCategory,
          permission: 'SST_VIEW_ASSET_TYPE',
        },
      ],
    },
  ],
});
