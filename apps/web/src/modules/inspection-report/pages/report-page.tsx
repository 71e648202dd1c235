import { Alert, Anchor, Breadcrumbs, Group, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useInspectionReport } from '../api/report-api';
import { ReportActions } from '../components/report-actions';
import { ReportBody } from '../components/report-body';
import { ReportFlagged } from '../components/report-flagged';
import { ReportHeader } from '../components/report-header';
import classes from '../report.module.css';
import { useReportReady } from '../report-ready';

/** /inspections/{id}/view-report: the inspection as a reader (and later its PDF) sees it. */
export function ReportPage() {
  const { t } = useTranslation('inspection-report');
  const { id = '' } = useParams();
  const { report, failed } = useInspectionReport(id);
  const root = useRef<HTMLDivElement>(null);
  const ready = useReportReady(root, report !== null);
  if (failed)
    return (
      <Alert color="red" data-report-failed>
        {t('loadFailed')}
      </Alert>
    );
  if (!report) return <PageLoader />;
  const { inspection, doc, model } = report;
  const shared = { doc, inspectionId: inspection.id, timeZone: inspection.timezone };
  return (
    <Stack
      ref={root}
      gap={0}
      className={classes.report}
      data-testid="inspection-report"
      data-report-ready={ready || undefined}
    >
      <Group justify="space-between" className={classes.noPrint} mb="sm">
        <Breadcrumbs>
          <Anchor
            component={Link}
            to={inspection.archived ? '/inspections/archive' : '/inspections'}
            size="sm"
          >
            {t(inspection.archived ? 'inspections:archiveTitle' : 'inspections:title')}
          </Anchor>
          <span>{inspection.title}</span>
        </Breadcrumbs>
        <ReportActions inspection={inspection} />
      </Group>
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
  );
}
