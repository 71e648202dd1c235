import { activityTypeRowSchema, type ActivityTypeRow } from '@fieldbook/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { activityTypeFilters, logTime } from '../components/activity-filters';
import { actionLabel } from '../describe-change';

/** /log/activity-types: every action type the product records, with how often and when last. */
export function ActivityTypesPage() {
  const { t } = useTranslation();
  const columns: DataTableColumn<ActivityTypeRow>[] = [
    {
      id: 'action',
      headerKey: 'activity-log:fields.action',
      sortable: true,
      hideable: false,
      cell: (row) => <Text size="sm">{actionLabel(row.action, t)}</Text>,
    },
    {
      id: 'entity',
      headerKey: 'activity-log:fields.entity',
      sortable: true,
      cell: (row) => t(`activity-log:entities.${row.entity}`, { defaultValue: row.entity }),
    },
    { id: 'count', headerKey: 'activity-log:fields.count', sortable: true, cell: (row) => row.count },
    {
      id: 'last_at',
      headerKey: 'activity-log:fields.lastAt',
      sortable: true,
      cell: (row) => (row.last_at ? logTime(row.last_at) : '—'),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('activity-log:types.title')}
      </Title>
      <DataTable
        tableId="activity-types"
        endpoint="/log/activity-types"
        exports={[{ label: t('common:gen.actions.export'), url: '/log/activity-types/export' }]}
        rowSchema={activityTypeRowSchema}
        columns={columns}
        getRowId={(row) => row.action}
        filters={activityTypeFilters}
        defaultFilterMode="dropdown"
      />
    </Stack>
  );
}
