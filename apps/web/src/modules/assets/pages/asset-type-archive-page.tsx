import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchiveTabs } from '../components/archive-tabs';
import { AssetTypeTable } from '../components/asset-type-table';
import { ListPageHeader } from '../components/list-page-header';

/** /assets/types/archive: archived records (spec §2 routes). */
export function AssetTypeArchivePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('assets:types.archiveTitle')}
        tabs={
          <ArchiveTabs
            active="archive"
            listPath="/assets/types"
            archivePath="/assets/types/archive"
            archivePermission="SST_VIEW_ARCHIVED_ASSET_TYPES"
          />
        }
      />
      <AssetTypeTable scope="archived" />
    </Stack>
  );
}
