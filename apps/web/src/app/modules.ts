import { activityLogModule } from '../modules/activity-log/module';
import { assetsModule } from '../modules/assets/module';
import { inspectionsModule } from '../modules/inspections/module';
import { issuesModule } from '../modules/issues/module';
import { assignmentsModule } from '../modules/assignments/module';
import { authModule } from '../modules/auth/module';
import { dashboardModule } from '../modules/dashboard/module';
import { fileManagerModule } from '../modules/file-manager/module';
import { groupsModule } from '../modules/groups/module';
import { helpModule } from '../modules/help/module';
import { plansModule } from '../modules/plans/module';
import { rolesModule } from '../modules/roles/module';
import { templatesModule } from '../modules/templates/module';
import { globalResponsesModule } from '../modules/global-responses/module';
import { ratingsModule } from '../modules/ratings/module';
import { templateTranslationsModule } from '../modules/template-translations/module';
import { templateEditorModule } from '../modules/template-editor/module';
import { usersModule } from '../modules/users/module';
import { workspacesModule } from '../modules/workspaces/module';
import { resourcesModule } from '../modules/resources/module';
import { assignmentSettingsModule } from '../modules/assignment-settings/module';
import { inspectionRunnerModule } from '../modules/inspection-runner/module';
import { inspectionReportModule } from '../modules/inspection-report/module';
import { reportSettingsModule } from '../modules/report-settings/module';
import { issueSettingsModule } from '../modules/issue-settings/module';
import type { FieldbookModule } from './module-types';
import { shellModule } from './shell-module';

/** Every web module, in side-menu order; the router, menu and guards are built from this one list. */
export const MODULES: readonly FieldbookModule[] = [
  dashboardModule,
  templatesModule,
  globalResponsesModule,
  ratingsModule,
  resourcesModule,
  fileManagerModule,
  authModule,
  issuesModule,
  assignmentsModule,
  assetsModule,
  inspectionsModule,
  reportSettingsModule,
  issueSettingsModule,
  usersModule,
  groupsModule,
  rolesModule,
  activityLogModule,
  workspacesModule,
  plansModule,
  helpModule,
  assignmentSettingsModule,
  templateTranslationsModule,
  templateEditorModule,
  inspectionRunnerModule,
  inspectionReportModule,
  shellModule,
];
