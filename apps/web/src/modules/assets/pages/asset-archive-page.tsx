import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchiveTabs } from '../components/archive-tabs';
import { AssetTable } from '../components/asset-table';
import { ListPageHeader } from '../components/list-page-header';

/** /assets/archive: archived records (spec §2 routes). */
export function AssetArchivePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('assets:archiveTitle')}
        tabs={
          <ArchiveTabs
            active="archive"
            listPath="/assets"
            archivePath="/assets/archive"
            archivePermission="SST_VIEW_ARCHIVED_ASSETS"
          />
        }
      />
      <AssetTable scope="archived" />
    </Stack>
  );
}
