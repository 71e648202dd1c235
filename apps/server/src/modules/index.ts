import type { Config } from '../config';
import type { Route } from '../platform/http/route';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { planRoutes } from './plans/plans.routes';
import { workspaceRoutes } from './workspaces/workspaces.routes';

/** A module's routes and the URL prefix (under /api) they are served at. */
export interface ApiModule {
  name: string;
  prefix: string;
  routes: readonly Route[];
}

/** The explicit list of API modules (ARCHITECTURE: modules/index.ts); paths are the spec's, under /api. */
export function apiModules(config: Config): ApiModule[] {
  return [
    { name: 'health', prefix: '', routes: healthRoutes },
    { name: 'auth', prefix: '', routes: authRoutes },
    { name: 'account', prefix: '', routes: accountRoutes },
    { name: 'workspaces', prefix: '', routes: workspaceRoutes },
    { name: 'plans', prefix: '', routes: planRoutes },
    { name: 'dashboard', prefix: '', routes: dashboardRoutes },
    ...(config.isProduction ? [] : [{ name: 'dev', prefix: '', routes: devRoutes }]),
  ];
}
