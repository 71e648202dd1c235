import type { JobDefinition } from '../platform/jobs/job-definition';
import type { SweepDefinition } from '../platform/jobs/sweep-definition';
import { materialiseOccurrencesJob, occurrenceSweep } from './assignments/materialise.job';
import { inspectionPdfJob } from './inspections/inspection-pdf.job';
import { printCopyJob } from './inspections/print-copy.job';
import { reportEmailJob } from './inspections/report-email.job';
import { issueDigestJob, issueDigestSweep } from './issue-notifications/issue-digest.job';
import { issueNotifyJob } from './issue-notifications/issue-notify.job';
import { issueExportJob } from './issues/issue-export.job';

/**
 * The explicit list of job kinds the queue runs (ADR 198), as modules/index.ts lists the routes: a module
 * declares its jobs with `defineJob` beside its service and adds them here (reports: PDFs and exports next).
 */
export function jobDefinitions(): JobDefinition[] {
  return [
    inspectionPdfJob as JobDefinition,
    printCopyJob as JobDefinition,
    reportEmailJob as JobDefinition,
    issueNotifyJob as JobDefinition,
    issueDigestJob as JobDefinition,
    issueExportJob as JobDefinition,
    materialiseOccurrencesJob as JobDefinition,
  ];
}

/** The periodic sweeps (ADR 213), scheduled by pg-boss in processes with workers; each enqueues jobs listed above. */
export function sweepDefinitions(): SweepDefinition[] {
  return [occurrenceSweep, issueDigestSweep];
}
