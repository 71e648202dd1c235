import { Alert, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSharedReport } from '../api/shared-report-api';
import { ReportView } from '../components/report-view';

/**
 * /report/{token}: the report a share link opens, signed in or not (ADR 201). The same view as the signed-in page,
 * fed by the token's one call; its only toolbar is a read-only notice, with no actions and no links into the app.
 */
export function SharedReportPage() {
  const { t } = useTranslation('inspection-report');
  const { token = '' } = useParams();
  const { report, failed } = useSharedReport(token);
  if (failed)
    return (
      <Container size="md" p={0}>
        <Alert color="gray" title={t('shared.refusedTitle')} data-testid="shared-report-refused">
          {t('shared.refused')}
        </Alert>
      </Container>
    );
  if (!report) return <PageLoader />;
  return (
    <ReportView
      report={report}
      actions={
        <Text size="sm" c="dimmed" data-testid="shared-report-notice">
          {t('shared.notice')}
        </Text>
      }
    />
  );
}
