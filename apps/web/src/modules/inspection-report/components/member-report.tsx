import { Alert } from '@mantine/core';
import { inspectionReportImageUrl } from '@fieldbook/domain';
import type { InspectionDetail } from '@fieldbook/domain/inspections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useInspectionReport } from '../api/report-api';
import { useReportLayout } from '../api/report-layout-api';
import { ReportIssues } from './report-issues';
import { ReportView } from './report-view';

/**
 * A signed-in reader's report of one inspection, loaded and drawn: the web page puts its toolbar around it, the
 * print entry (ADR 224) prints it bare.
 */
export function MemberReport({
  id,
  actions,
}: {
  id: string;
  actions?: (inspection: InspectionDetail) => ReactNode;
}) {
  const { t } = useTranslation('inspection-report');
  const { report, failed } = useInspectionReport(id);
  const layout = useReportLayout(id);
  if (failed)
    return (
      <Alert color="red" data-report-failed>
        {t('loadFailed')}
      </Alert>
    );
  if (!report || !layout) return <PageLoader />;
  const { inspection } = report;
  return (
    <ReportView
      report={report}
      layout={layout}
      imageUrl={(fileId) => inspectionReportImageUrl(inspection.id, fileId)}
      issues={<ReportIssues inspectionId={inspection.id} />}
      actions={actions?.(inspection)}
    />
  );
}
