import { activityLogModule } from '../modules/activity-log/module';
import { authModule } from '../modules/auth/module';
import { dashboardModule } from '../modules/dashboard/module';
import { groupsModule } from '../modules/groups/module';
import { plansModule } from '../modules/plans/module';
import { rolesModule } from '../modules/roles/module';
import { usersModule } from '../modules/users/module';
import { workspacesModule } from '../modules/workspaces/module';
import type { FieldbookModule } from './module-types';
import { shellModule } from './shell-module';

/** Every web module, in side-menu order; the router, menu and guards are built from this one list. */
export const MODULES: readonly FieldbookModule[] = [
  dashboardModule,
  authModule,
  usersModule,
  groupsModule,
  rolesModule,
  activityLogModule,
  workspacesModule,
  plansModule,
  shellModule,
];
