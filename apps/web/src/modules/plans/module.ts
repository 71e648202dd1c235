import { defineModule } from '../../app/module-types';

/** /workspace/settings/plans: the plan comparison, in the blank layout (it opens in its own tab). */
export const plansModule = defineModule({
  name: 'plans',
  routes: [
    {
      path: '/workspace/settings/plans',
      page: () => import('./pages/plans-page').then((m) => m.PlansPage),
      permission: 'general',
      layout: 'blank',
      titleKey: 'plans:title',
    },
  ],
});
