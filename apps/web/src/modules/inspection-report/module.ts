import { defineModule } from '../../app/module-types';

/**
 * The web report of one inspection (issue 20 item 1): header, flagged summary, every answer; archive, restore,
 * delete; share links and the public report they open (ADR 201).
 */
export const inspectionReportModule = defineModule({
  name: 'inspection-report',
  routes: [
    {
      path: '/inspections/:id/view-report',
      page: () => import('./pages/report-page').then((m) => m.ReportPage),
      permission: 'INS_VIEW_INSPECTION_REPORT',
      layout: 'main',
      titleKey: 'inspection-report:title',
    },
    {
      path: '/report/:token',
      page: () => import('./pages/shared-report-page').then((m) => m.SharedReportPage),
      permission: 'general',
      layout: 'blank',
      access: 'public',
      titleKey: 'inspection-report:shared.title',
    },
  ],
});
