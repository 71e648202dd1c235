import { IconShieldLock, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** The signed-in user's own pages and user administration; its menu group also leads to groups and roles. */
export const usersModule = defineModule({
  name: 'users',
  routes: [
    {
      path: '/user/account-settings',
      page: () => import('./pages/account-settings-page').then((m) => m.AccountSettingsPage),
      permission: 'general',
      layout: 'main',
      titleKey: 'users:account.title',
    },
    {
      path: '/user/list',
      page: () => import('./pages/user-list-page').then((m) => m.UserListPage),
      permission: ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'],
      layout: 'main',
      titleKey: 'users:admin.title',
    },
    {
      path: '/accept-invitation',
      page: () => import('./pages/accept-invitation-page').then((m) => m.AcceptInvitationPage),
      permission: 'general',
      layout: 'blank',
      access: 'public',
      titleKey: 'users:invitation.title',
    },
  ],
  menu: [
    {
      labelKey: 'users:menu.group',
      path: '/user/list',
      icon: IconUsers,
      permission: [
        'USR_VIEW_USER_LIST',
        'USR_MANAGE_USER',
        'USR_VIEW_GROUP_LIST',
        'USR_MANAGE_GROUP',
        'USR_MANAGE_ROLE',
      ],
      children: [
        {
          labelKey: 'users:menu.users',
          path: '/user/list',
          icon: IconUsers,
          permission: ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'],
        },
        {
          labelKey: 'users:menu.groups',
          path: '/group/list',
          icon: IconUsersGroup,
          permission: ['USR_VIEW_GROUP_LIST', 'USR_MANAGE_GROUP'],
        },
        {
          labelKey: 'users:menu.roles',
          path: '/user/role',
          icon: IconShieldLock,
          permission: 'USR_MANAGE_ROLE',
        },
      ],
    },
  ],
});
