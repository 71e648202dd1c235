import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inspectionReportPath } from '../../inspections/api/inspections-api';

/**
 * "View report" for other modules' screens (the runner's completed notice). A plain link, not the router's: the
 * runner is drawn outside the main layout and its tests mount it without a router.
 */
export function ReportLink({ inspectionId }: { inspectionId: string }) {
  const { t } = useTranslation('inspection-report');
  return (
    <Anchor href={inspectionReportPath(inspectionId)} data-testid="report-link">
      {t('open')}
    </Anchor>
  );
}
