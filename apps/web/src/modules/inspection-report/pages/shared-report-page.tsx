import { Alert, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSharedReport } from '../api/shared-report-api';
import { ReportView } from '../components/report-view';
import classes from '../report.module.css';

/**
 * /report/{token}: the report a share link opens, signed in or not (ADR 201). The same view as the signed-in page,
 * fed by the token's one call, with no actions and no links into the app.
 */
export function SharedReportPage() {
  const { t } = useTranslation('inspection-report');
  const { token = '' } = useParams();
  const { report, failed } = useSharedReport(token);
  return (
    <Container size="lg" p={0}>
      {failed ? (
        <Alert color="gray" title={t('shared.refusedTitle')} data-testid="shared-report-refused">
          {t('shared.refused')}
        </Alert>
      ) : !report ? (
        <PageLoader />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" className={classes.noPrint} data-testid="shared-report-notice">
            {t('shared.notice')}
          </Text>
          <ReportView report={report} />
        </>
      )}
    </Container>
  );
}
