import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SharedPdfButton } from '../components/export-pdf-button';
import { SharedReport } from '../components/shared-report';

/**
 * /report/{token}: the report a share link opens, signed in or not (ADR 201). The same view as the signed-in page,
 * fed by the token's one call, in the workspace's report layout (ADR 206); its toolbar is a read-only notice and
 * "Download PDF" (printed under the token, ADR 224), with no other actions and no links into the app.
 */
export function SharedReportPage() {
  const { t } = useTranslation('inspection-report');
  const { token = '' } = useParams();
  return (
    <SharedReport
      token={token}
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
