import { Alert, Group, Stack } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedReport } from '../api/report-api';
import classes from '../report.module.css';
import { useReportReady } from '../report-ready';
import { ReportBody } from './report-body';
import { ReportFlagged } from './report-flagged';
import { ReportHeader } from './report-header';
import { ReportMediaUrl } from './report-media-url';

/**
 * The report as every reader sees it, from whichever source loaded it (signed in or a share link, ADR 201); `actions`
 * is the signed-in page's toolbar (breadcrumbs, share, archive…), left out of a shared report and of print.
 */
export function ReportView({ report, actions }: { report: LoadedReport; actions?: ReactNode }) {
  const { t } = useTranslation('inspection-report');
  const { inspection, doc, model, mediaUrl } = report;
  const shared = { doc, inspectionId: inspection.id, timeZone: inspection.timezone };
  const root = useRef<HTMLDivElement>(null);
  // The server's print (?print=1) waits for this mark: every image and font loaded (ADR 203).
  const ready = useReportReady(root, true);
  return (
    <ReportMediaUrl.Provider value={mediaUrl}>
      <Stack
        ref={root}
        gap={0}
        className={classes.report}
        data-testid="inspection-report"
        data-report-ready={ready || undefined}
      >
        {actions && (
          <Group justify="space-between" className={classes.noPrint} mb="sm">
            {actions}
          </Group>
        )}
        {inspection.status !== 'completed' && (
          <Alert color="blue" mb="sm" className={classes.noPrint} data-testid="report-not-completed">
            {t('notCompleted')}
          </Alert>
        )}
        <article>
          <ReportHeader inspection={inspection} />
          <ReportFlagged flagged={model.flagged} {...shared} />
          <ReportBody model={model} {...shared} />
        </article>
      </Stack>
    </ReportMediaUrl.Provider>
  );
}
