import { defineModule } from '../../app/module-types';

/**
 * The inspection runner (issue 19): conducts an inspection page by page, offline first. Who may conduct is the
 * template's conduct access, checked by the server, so the route itself asks for no permission.
 */
export const inspectionRunnerModule = defineModule({
  name: 'inspection-runner',
  routes: [
    {
      path: '/inspections/:id/conduct',
      page: () => import('./pages/runner-page').then((m) => m.RunnerPage),
      permission: 'general',
      layout: 'blank',
      titleKey: 'inspection-runner:title',
    },
  ],
  deviceData: {
    unsent: () => import('./local/runner-db').then((m) => m.unsentOnDevice()),
    wipe: () => import('./local/runner-db').then((m) => m.deleteRunnerDb()),
  },
});
