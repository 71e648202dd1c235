import { IconClipboardCheck } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';
import { ARCHIVE_PERMISSION } from './inspection-permissions';

/** Inspections (spec §2): the list and its archive, and the side menu's "Inspections" entry. The runner has its own module. */
export const inspectionsModule = defineModule({
  name: 'inspections',
  routes: [
    {
      path: '/inspections',
      page: () => import('./pages/inspection-list-page').then((m) => m.InspectionListPage),
      permission: 'INS_VIEW_INSPECTION_LIST',
      layout: 'main',
      titleKey: 'inspections:title',
    },
    {
      path: '/inspections/archive',
      page: () => import('./pages/inspection-archive-page').then((m) => m.InspectionArchivePage),
      permission: ARCHIVE_PERMISSION,
      layout: 'main',
      titleKey: 'inspections:archiveTitle',
    },
  ],
  menu: [
    {
      labelKey: 'inspections:menu',
      path: '/inspections',
      icon: IconClipboardCheck,
      permission: 'INS_VIEW_INSPECTION_LIST',
    },
  ],
});
