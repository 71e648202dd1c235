import { authModule } from '../modules/auth/module';
import { dashboardModule } from '../modules/dashboard/module';
import { plansModule } from '../modules/plans/module';
import { usersModule } from '../modules/users/module';
import { workspacesModule } from '../modules/workspaces/module';
import type { FieldbookModule } from './module-types';
import { shellModule } from './shell-module';

/** Every web module, in side-menu order; the router, menu and guards are built from this one list. */
export const MODULES: readonly FieldbookModule[] = [
  dashboardModule,
  authModule,
  usersModule,
  workspacesModule,
  plansModule,
  shellModule,
];
