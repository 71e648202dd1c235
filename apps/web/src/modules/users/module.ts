import { defineModule } from '../../app/module-types';

/** The signed-in user's own pages; user administration (/user/list) will join this module. */
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
  ],
});
