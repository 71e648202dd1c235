import { Alert, Container, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { sharedLayoutImageUrl, useSharedReport } from '../api/shared-report-api';
import { SharedPdfButton } from '../components/export-pdf-button';
import { ReportView } from '../components/report-view';

/**
 * /report/{token}: the report a share link opens, signed in or not (ADR 201). The same view as the signed-in page,
 * fed by the token's one call, in the workspace's report layout (ADR 206); its toolbar is a read-only notice and
 * "Download PDF" (printed under the token), with no other actions and no links into the app.
 */
export function SharedReportPage() {
  const { t } = useTranslation('inspection-report');
  const { token = '' } = useParams();
  const { report, layout, failed } = useSharedReport(token);
  const imageUrl = useMemo(() => sharedLayoutImageUrl(token), [token]);
  if (failed)
    return (
      <Container size="md" p={0}>
        <Alert color="gray" title={t('shared.refusedTitle')} data-testid="shared-report-refused">
          {t('shared.refused')}
        </Alert>
      </Container>
    );
  if (!report || !layout) return <PageLoader />;
  return (
    <ReportView
      report={report}
      layout={layout}
      imageUrl={imageUrl}
      actions={
        <>
          <Text size="sm" c="dimmed" data-testid="shared-report-notice">
            {t('shared.notice')}
          </Text>
          <SharedPdfButton token={token} />
        </>
      }
    />
  );
}
