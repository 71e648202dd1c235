import { listItemSchema, type ListItem } from '@fieldbook/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { PageLoader } from '../../../shared/ui/page-loader';
import { globalListEndpoints, globalListsApi, useGlobalList } from '../api/global-lists-api';
import { ArchiveTable } from '../components/archive-table';
import { itemColumns, itemFilters } from '../components/item-columns';

/** /resources/global-lists/{uuid}/items/archive: archived items, restored one by one or in bulk, or deleted. */
export function ListItemsArchivePage() {
  const { t } = useTranslation();
  const id = useParams().uuid ?? '';
  const list = useGlobalList(id);
  const client = useQueryClient();
  if (!list.data) return <PageLoader />;
  const reload = () => client.invalidateQueries({ queryKey: ['list'] });
  const archivedAt: DataTableColumn<ListItem> = {
    id: 'archived_at',
    headerKey: 'resources:fields.archivedAt',
    sortable: true,
    cell: (item) => item.archived_at?.slice(0, 10) ?? '',
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('resources:items.archiveHeading', { name: list.data.name })}
        </Title>
        <Anchor component={Link} to={`/resources/global-lists/${id}/items`} size="sm">
          {t('resources:items.backToItems')}
        </Anchor>
      </Group>
      <ArchiveTable
        tableId={`global-list-items-archive-${id}`}
        endpoint={globalListEndpoints.itemsArchive(id)}
        rowSchema={listItemSchema}
        columns={[...itemColumns(list.data.fields), archivedAt]}
        filters={itemFilters(list.data.fields)}
        getRowId={(item) => item.id}
        getName={(item) => item.display_name}
        emptyKey="resources:items.archiveEmpty"
        restore={(ids) =>
          (ids.length === 1 && ids[0]
            ? globalListsApi.restoreItem(id, ids[0])
            : globalListsApi.bulkRestoreItems(id, ids)
          ).then(reload)
        }
        remove={(itemId) => globalListsApi.removeItem(id, itemId).then(reload)}
      />
    </Stack>
  );
}
