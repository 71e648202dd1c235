import { defineModule } from './module-types';

/** Pages of the shell itself (error pages), registered like any module. */
export const shellModule = defineModule({
  name: 'shell',
  routes: [
    {
      path: '/error',
      page: () => import('./pages/error-page').then((m) => m.ErrorPage),
      permission: 'general',
      layout: 'blank',
      access: 'public',
      titleKey: 'common:errors.error.title',
    },
    {
      path: '/workspace-not-found',
      page: () => import('./pages/workspace-not-found-page').then((m) => m.WorkspaceNotFoundPage),
      permission: 'general',
      layout: 'blank',
      access: 'public',
      titleKey: 'common:errors.workspaceNotFound.title',
    },
  ],
});
