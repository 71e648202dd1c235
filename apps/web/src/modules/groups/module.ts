import { defineModule } from '../../app/module-types';

/** Groups of people (/group/list) and each group's members; the side-menu entry lives in the users group. */
export const groupsModule = defineModule({
  name: 'groups',
  routes: [
    {
      path: '/group/list',
      page: () => import('./pages/group-list-page').then((m) => m.GroupListPage),
      permission: ['USR_VIEW_GROUP_LIST', 'USR_MANAGE_GROUP'],
      layout: 'main',
      titleKey: 'groups:title',
    },
    {
      path: '/group/:groupId/users',
      page: () => import('./pages/group-users-page').then((m) => m.GroupUsersPage),
      permission: 'USR_MANAGE_GROUP',
      layout: 'main',
      titleKey: 'groups:members.title',
    },
  ],
});
