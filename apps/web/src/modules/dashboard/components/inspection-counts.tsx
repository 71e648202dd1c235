import type { DashboardInspections } from '@fieldbook/domain';
import { IconClipboardCheck, IconFlag, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatSection } from './stat-section';

/**
 * The dashboard's inspection counts (ADR 196): this week, in progress and failed items this week — the workspace's
 * for members who may read every inspection, else the member's own, which the heading says.
 */
export function InspectionCounts({ counts }: { counts: DashboardInspections }) {
  const { t } = useTranslation('dashboard');
  return (
    <StatSection
      id="dashboard-inspections"
      title={t(counts.scope === 'all' ? 'inspections.title' : 'inspections.titleOwn')}
      stats={[
        {
          label: t('inspections.thisWeek'),
          value: counts.this_week,
          icon: IconClipboardCheck,
          color: 'blue',
        },
        {
          label: t('inspections.inProgress'),
          value: counts.in_progress,
          icon: IconProgress,
          color: 'yellow',
        },
        {
          label: t('inspections.failedThisWeek'),
          value: counts.failed_items_this_week,
          icon: IconFlag,
          color: 'red',
        },
      ]}
    />
  );
}
