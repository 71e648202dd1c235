import { globalListSchema, type GlobalList } from '@fieldbook/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { globalListEndpoints, globalListsApi } from '../api/global-lists-api';
import { ArchiveTable } from '../components/archive-table';

const filters: FilterDefinition[] = [
  { field: 'name', labelKey: 'resources:fields.name', type: 'text' },
  { field: 'archived_at', labelKey: 'resources:fields.archivedAt', type: 'date' },
];
const columns: DataTableColumn<GlobalList>[] = [
  { id: 'name', headerKey: 'resources:fields.name', sortable: true, hideable: false, cell: (l) => l.name },
  { id: 'count', headerKey: 'resources:fields.count', sortable: true, cell: (l) => l.count },
  {
    id: 'archived_at',
    headerKey: 'resources:fields.archivedAt',
    sortable: true,
    cell: (l) => l.archived_at?.slice(0, 10) ?? '',
  },
];

/** /resources/global-lists/archive: archived lists, restored one by one or in bulk, or deleted for good. */
export function GlobalListsArchivePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: ['list'] });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('resources:lists.archiveTitle')}
        </Title>
        <Anchor component={Link} to="/resources/global-lists" size="sm">
          {t('resources:lists.backToLists')}
        </Anchor>
      </Group>
      <ArchiveTable
        tableId="global-lists-archive"
        endpoint={globalListEndpoints.archive}
        rowSchema={globalListSchema}
        columns={columns}
        filters={filters}
        getRowId={(l) => l.id}
        getName={(l) => l.name}
        emptyKey="resources:lists.archiveEmpty"
        restore={(ids) =>
          (ids.length === 1 && ids[0]
            ? globalListsApi.restore(ids[0])
            : globalListsApi.bulkRestore(ids)
          ).then(reload)
        }
        remove={(id) => globalListsApi.remove(id).then(reload)}
      />
    </Stack>
  );
}
