import { IconFolders, IconStack2 } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** The file manager (/resources/filemanager); its entry joins the Resources group other modules add to. */
export const fileManagerModule = defineModule({
  name: 'file-manager',
  routes: [
    {
      path: '/resources/filemanager',
      page: () => import('./pages/file-manager-page').then((m) => m.FileManagerPage),
      permission: 'RES_MANAGE_FILE_MANAGER',
      layout: 'main',
      titleKey: 'file-manager:title',
    },
  ],
  menu: [
    {
      labelKey: 'common:menuGroups.resources',
      path: '/resources/filemanager',
      icon: IconStack2,
      permission: 'RES_MANAGE_FILE_MANAGER',
      children: [
        {
          labelKey: 'file-manager:menu',
          path: '/resources/filemanager',
          icon: IconFolders,
          permission: 'RES_MANAGE_FILE_MANAGER',
        },
      ],
    },
  ],
});
