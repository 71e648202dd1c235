import type { Config } from '../config';
import type { Route } from '../platform/http/route';
import { activityLogRoutes } from './activity-log/activity-log.routes';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { jobRoutes } from './jobs/jobs.routes';
import { groupRoutes } from './groups/groups.routes';
import { planRoutes } from './plans/plans.routes';
import { roleRoutes } from './roles/roles.routes';
import { savedQueryRoutes } from './saved-queries/saved-queries.routes';
import { userRoutes } from './users/users.routes';
import { workspaceRoutes } from './workspaces/workspaces.routes';
import { templateRoutes } from './templates/templates.routes';
import { templateEntityRoutes } from './templates/template-entities.routes';
import { imageMarkerFileRoute, imageMarkerRoute } from './templates/image-marker.route';
import { templateFolderRoutes } from './template-folders/template-folders.routes';
import { globalResponseRoutes } from './global-responses/global-responses.routes';
import { customUnitRoutes } from './custom-units/custom-units.routes';
import { translationRoutes } from './translations/translations.routes';
import { translationImportRoute } from './translations/translation-import.route';
import { ratingRoutes } from './ratings/ratings.routes';
import { fileManagerRoutes } from './file-manager/file-manager.routes';
import { fileUploadRoute } from './file-manager/file-upload.route';
import { globalListRoutes } from './global-lists/global-lists.routes';
import { listItemRoutes } from './global-lists/list-items.routes';
import { siteRoutes } from './sites/sites.routes';
import { assignmentSettingsRoutes } from './assignment-settings/assignment-settings.routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { assetTypeRoutes } from './assets/asset-types.routes';
import { assetRoutes } from './assets/assets.routes';
import { importRoutes } from './imports/import-routes-list';
import { inspectionRoutes } from './inspections/inspections.routes';
import { inspectionMediaRoutes } from './inspections/inspection-media.routes';
import { conductAccessRoutes } from './inspections/conduct-access.routes';
import { inspectionExportRoutes } from './inspections/inspection-export.routes';
import { shareLinkRoutes } from './inspections/share-links.routes';
import { sharedReportRoutes } from './inspections/shared-report.routes';
import { inspectionPdfRoutes } from './inspections/inspection-pdf.routes';
import { reportSettingsRoutes } from './report-settings/report-settings.routes';
import { issueAccessSettingsRoutes } from './issue-access/issue-access-settings.routes';
import { issueNotificationPreferenceRoutes } from './issue-notifications/issue-notification-preferences.routes';
import { issueCategoryRoutes } from './issues/issue-categories.routes';
import { issueExportRoutes } from './issues/issue-export.routes';
import { inspectionIssueRoutes } from './issues/inspection-issues.routes';
import { issueRoutes } from './issues/issues.routes';

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
    { name: 'users', prefix: '', routes: userRoutes },
    { name: 'roles', prefix: '', routes: roleRoutes },
    { name: 'groups', prefix: '', routes: groupRoutes },
    { name: 'saved-queries', prefix: '', routes: savedQueryRoutes },
    { name: 'activity-log', prefix: '', routes: activityLogRoutes },
    {
      name: 'templates',
      prefix: '',
      routes: [...templateRoutes, ...templateEntityRoutes, imageMarkerRoute, imageMarkerFileRoute],
    },
    { name: 'template-folders', prefix: '', routes: templateFolderRoutes },
    { name: 'global-responses', prefix: '', routes: globalResponseRoutes },
    { name: 'custom-units', prefix: '', routes: customUnitRoutes },
    { name: 'translations', prefix: '', routes: [...translationRoutes, translationImportRoute] },
    { name: 'ratings', prefix: '', routes: ratingRoutes },
    { name: 'file-manager', prefix: '', routes: [...fileManagerRoutes, fileUploadRoute] },
    { name: 'imports', prefix: '', routes: importRoutes },
    { name: 'global-lists', prefix: '', routes: [...globalListRoutes, ...listItemRoutes] },
    { name: 'assets', prefix: '', routes: [...assetTypeRoutes, ...assetRoutes] },
    { name: 'sites', prefix: '', routes: siteRoutes },
    { name: 'assignment-settings', prefix: '', routes: assignmentSettingsRoutes },
    { name: 'assignments', prefix: '', routes: assignmentRoutes },
    {
      name: 'inspections',
      prefix: '',
      routes: [
        ...inspectionRoutes,
        ...inspectionMediaRoutes,
        ...conductAccessRoutes,
        ...inspectionExportRoutes,
        ...shareLinkRoutes,
        ...inspectionPdfRoutes,
      ],
    },
    { name: 'shared-reports', prefix: '', routes: sharedReportRoutes },
    { name: 'report-settings', prefix: '', routes: reportSettingsRoutes },
    {
      name: 'issues',
      prefix: '',
      routes: [...issueCategoryRoutes, ...issueExportRoutes, ...issueRoutes, ...inspectionIssueRoutes],
    },
    { name: 'issue-access', prefix: '', routes: issueAccessSettingsRoutes },
    { name: 'issue-notifications', prefix: '', routes: issueNotificationPreferenceRoutes },
    { name: 'jobs', prefix: '', routes: jobRoutes },
    ...(config.isProduction ? [] : [{ name: 'dev', prefix: '', routes: devRoutes }]),
  ];
}
