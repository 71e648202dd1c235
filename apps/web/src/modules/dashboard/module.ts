import { IconLayoutDashboard } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** /dashboard: the workspace overview every signed-in user lands on. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: [
    {
      path: '/dashboard',
      page: () => import('./pages/dashboard-page').then((m) => m.DashboardPage),
      permission: 'general',
      layout: 'main',
      titleKey: 'dashboard:title',
    },
  ],
  menu: [
    { labelKey: 'dashboard:menu', path: '/dashboard', icon: IconLayoutDashboard, permission: 'general' },
  ],
});
