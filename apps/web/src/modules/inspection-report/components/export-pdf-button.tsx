import type { ReportPaper } from '@fieldbook/domain';
import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { useReportLayout } from '../api/report-layout-api';
import { memberPdfSource, sharedPdfSource, useReportPdf, type PdfSource } from '../api/report-pdf-api';

/** A button that prints the report on the server (a job with progress) and downloads the file when it is ready. */
function PdfJobButton({
  source,
  paper,
  label,
  testId,
}: {
  source: PdfSource;
  paper?: ReportPaper | undefined;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('inspection-report');
  const { state, start } = useReportPdf(source);
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
      onClick={() => start(paper)}
      aria-live="polite"
      data-testid={testId}
    >
      {running ? t('pdf.progress', { progress: state.progress }) : label}
    </Button>
  );
}

/** Export PDF on the signed-in report (ADR 203), on the paper of the layout that applies (ADR 202). */
export function ExportPdfButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const source = useMemo(() => memberPdfSource(inspection.id), [inspection.id]);
  // The report page's own layout query, answered from the cache.
  const layout = useReportLayout(inspection.id);
  return (
    <PdfJobButton source={source} paper={layout?.paper} label={t('pdf.export')} testId="report-export-pdf" />
  );
}

/** Download PDF on a shared report (ADR 206): printed under the token, on the paper its layout names. */
export function SharedPdfButton({ token }: { token: string }) {
  const { t } = useTranslation('inspection-report');
  const source = useMemo(() => sharedPdfSource(token), [token]);
  return <PdfJobButton source={source} label={t('pdf.download')} testId="shared-report-pdf" />;
}
