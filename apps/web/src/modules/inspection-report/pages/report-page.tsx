import { Alert, Anchor, Breadcrumbs, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { inspectionReportImageUrl } from '@fieldbook/domain';
import { useInspectionReport } from '../api/report-api';
import { useReportLayout } from '../api/report-layout-api';
import { ReportActions } from '../components/report-actions';
import { ReportIssues } from '../components/report-issues';
import { ReportView } from '../components/report-view';
import { EmailButton, ShareButton } from '../components/share-button';

/** /inspections/{id}/view-report: the inspection as a reader (and later its PDF) sees it. */
export function ReportPage() {
  const { t } = useTranslation('inspection-report');
  const { id = '' } = useParams();
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
      actions={
        <>
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
          <Group gap="xs">
            <ShareButton inspection={inspection} />
            <EmailButton inspection={inspection} />
            <ReportActions inspection={inspection} />
          </Group>
        </>
      }
    />
  );
}
