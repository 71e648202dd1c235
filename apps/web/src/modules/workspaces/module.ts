import { defineModule } from '../../app/module-types';

/** /settings/workspaces: list my workspaces, switch, create (general permission per the route table). */
export const workspacesModule = defineModule({
  name: 'workspaces',
  routes: [
    {
      path: '/settings/workspaces',
      page: () => import('./pages/workspaces-page').then((m) => m.WorkspacesPage),
      permission: 'general',
      layout: 'main',
      titleKey: 'workspaces:title',
    },
  ],
});
