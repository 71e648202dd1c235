import type { DashboardInspections } from '@fieldbook/domain';
import { SimpleGrid, Title } from '@mantine/core';
import { IconClipboardCheck, IconFlag, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from './stat-card';

/**
 * The dashboard's inspection counts (ADR 196): this week, in progress and failed items this week — the workspace's
 * for members who may read every inspection, else the member's own, which the heading says.
 */
export function InspectionCounts({ counts }: { counts: DashboardInspections }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-inspections">
      <Title order={2} fz="h4" mb="sm" id="dashboard-inspections">
        {t(counts.scope === 'all' ? 'inspections.title' : 'inspections.titleOwn')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard
          label={t('inspections.thisWeek')}
          value={counts.this_week}
          icon={IconClipboardCheck}
          color="blue"
        />
        <StatCard
          label={t('inspections.inProgress')}
          value={counts.in_progress}
          icon={IconProgress}
          color="yellow"
        />
        <StatCard
          label={t('inspections.failedThisWeek')}
          value={counts.failed_items_this_week}
          icon={IconFlag}
          color="red"
        />
      </SimpleGrid>
    </section>
  );
}
