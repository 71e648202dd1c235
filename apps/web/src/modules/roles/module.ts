import { defineModule } from '../../app/module-types';

/** Roles (/user/role): permission sets; its side-menu entry lives in the users group. */
export const rolesModule = defineModule({
  name: 'roles',
  routes: [
    {
      path: '/user/role',
      page: () => import('./pages/role-list-page').then((m) => m.RoleListPage),
      permission: 'USR_MANAGE_ROLE',
      layout: 'main',
      titleKey: 'roles:title',
    },
  ],
});
