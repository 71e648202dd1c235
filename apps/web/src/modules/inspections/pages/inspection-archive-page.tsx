import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchiveTabs } from '../../assets/components/archive-tabs';
import { ListPageHeader } from '../../assets/components/list-page-header';
import { InspectionTable } from '../components/inspection-table';
import { ARCHIVE_PERMISSION } from '../inspection-permissions';

/** /inspections/archive: archived inspections, restored or deleted in bulk (spec §2 routes). */
export function InspectionArchivePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('inspections:archiveTitle')}
        tabs={
          <ArchiveTabs
            active="archive"
            listPath="/inspections"
            archivePath="/inspections/archive"
            archivePermission={ARCHIVE_PERMISSION}
          />
        }
      />
      <InspectionTable scope="archived" />
    </Stack>
  );
}
