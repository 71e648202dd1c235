import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchiveTabs } from '../../assets/components/archive-tabs';
import { ListPageHeader } from '../../assets/components/list-page-header';
import { InspectionTable } from '../components/inspection-table';
import { ARCHIVE_PERMISSION } from '../inspection-permissions';

/** /inspections: the inspections the user may see, with the start button (spec §2 routes). */
export function InspectionListPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('inspections:title')}
        tabs={
          <ArchiveTabs
            active="list"
            listPath="/inspections"
            archivePath="/inspections/archive"
            archivePermission={ARCHIVE_PERMISSION}
          />
        }
      />
      <InspectionTable scope="active" />
    </Stack>
  );
}
