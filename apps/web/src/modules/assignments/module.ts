import { IconCalendarRepeat, IconClipboardList } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** Assignments (spec §2): the list, add and edit, and every member's "My inspections"; their side-menu entries. */
export const assignmentsModule = defineModule({
  name: 'assignments',
  routes: [
    {
      path: '/assignment/list',
      page: () => import('./pages/assignment-list-page').then((m) => m.AssignmentListPage),
      permission: 'AST_MANAGE_ASSIGNMENT',
      layout: 'main',
      titleKey: 'assignments:title',
    },
    {
      path: '/assignment/add',
      page: () => import('./pages/assignment-add-page').then((m) => m.AssignmentAddPage),
      permission: 'AST_MANAGE_ASSIGNMENT',
      layout: 'main',
      titleKey: 'assignments:create',
    },
    {
      path: '/assignment/:id/edit',
      page: () => import('./pages/assignment-edit-page').then((m) => m.AssignmentEditPage),
      permission: 'AST_MANAGE_ASSIGNMENT',
      layout: 'main',
      titleKey: 'assignments:editTitle',
    },
    {
      path: '/assignment/my-inspections',
      page: () => import('./pages/my-inspections-page').then((m) => m.MyInspectionsPage),
      permission: 'general',
      layout: 'main',
      titleKey: 'assignments:my.title',
    },
  ],
  menu: [
    {
      labelKey: 'assignments:my.menu',
      path: '/assignment/my-inspections',
      icon: IconClipboardList,
      permission: 'general',
    },
    {
      labelKey: 'assignments:menu',
      path: '/assignment/list',
      icon: IconCalendarRepeat,
      permission: 'AST_MANAGE_ASSIGNMENT',
    },
  ],
});
