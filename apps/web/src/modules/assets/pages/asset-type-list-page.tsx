import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchiveTabs } from '../components/archive-tabs';
import { AssetTypeTable } from '../components/asset-type-table';
import { ListPageHeader } from '../components/list-page-header';

/** /assets/types: active records (spec §2 routes). */
export function AssetTypeListPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('assets:types.title')}
        tabs={
          <ArchiveTabs
            active="list"
            listPath="/assets/types"
            archivePath="/assets/types/archive"
            archivePermission="SST_VIEW_ARCHIVED_ASSET_TYPES"
          />
        }
      />
      <AssetTypeTable scope="active" />
    </Stack>
  );
}
