import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { useReportLayout } from '../api/report-layout-api';
import { useReportPdf } from '../api/report-pdf-api';

/** Export PDF: prints this report on the server (a job with progress) and downloads the file when it is ready. */
export function ExportPdfButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const { state, start } = useReportPdf(inspection.id);
  // The paper of the layout that applies (ADR 202); the query is the report page's own, answered from the cache.
  const layout = useReportLayout(inspection.id);
  useEffect(() => {
    if (state.phase === 'failed') showToast('error', t('pdf.failed'));
  }, [state.phase, t]);
  const running = state.phase === 'running';
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileTypePdf size={14} />}
      disabled={running}
      onClick={() => start(layout?.paper)}
      aria-live="polite"
      data-testid="report-export-pdf"
    >
      {running ? t('pdf.progress', { progress: state.progress }) : t('pdf.export')}
    </Button>
  );
}
