import { Alert, Anchor, Breadcrumbs, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useInspectionReport } from '../api/report-api';
import { ReportActions } from '../components/report-actions';
import { ReportView } from '../components/report-view';
import { ShareButton } from '../components/share-button';

/** /inspections/{id}/view-report: the inspection as a reader (and later its PDF) sees it. */
export function ReportPage() {
  const { t } = useTranslation('inspection-report');
  const { id = '' } = useParams();
  const { report, failed } = useInspectionReport(id);
  if (failed)
    return (
      <Alert color="red" data-report-failed>
        {t('loadFailed')}
      </Alert>
    );
  if (!report) return <PageLoader />;
  const { inspection } = report;
  return (
    <ReportView
      report={report}
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
            <ReportActions inspection={inspection} />
          </Group>
        </>
      }
    />
  );
}
