import { Alert, Container } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { sharedLayoutImageUrl, useSharedReport } from '../api/shared-report-api';
import { ReportView } from './report-view';

/**
 * The report a share link opens, loaded by the token's one call and drawn (ADR 201, 206); a refused token is a
 * notice. The web page adds its toolbar, the print entry (ADR 224) prints it bare.
 */
export function SharedReport({ token, actions }: { token: string; actions?: ReactNode }) {
  const { t } = useTranslation('inspection-report');
  const { report, layout, failed } = useSharedReport(token);
  const imageUrl = useMemo(() => sharedLayoutImageUrl(token), [token]);
  if (failed)
    return (
      <Container size="md" p={0}>
        <Alert
          color="gray"
          title={t('shared.refusedTitle')}
          data-testid="shared-report-refused"
          data-report-failed
        >
          {t('shared.refused')}
        </Alert>
      </Container>
    );
  if (!report || !layout) return <PageLoader />;
  return <ReportView report={report} layout={layout} imageUrl={imageUrl} actions={actions} />;
}
