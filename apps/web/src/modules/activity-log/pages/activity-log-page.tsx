import { activityLogRowSchema, type ActivityLogRow } from '@fieldbook/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { activityLogFilters, logTime } from '../components/activity-filters';
import { actionLabel, describeChange } from '../describe-change';

const LOGS = {
  mine: { endpoint: '/log/activity-log', tableId: 'activity-log', titleKey: 'activity-log:mine.title' },
  everyone: {
    endpoint: '/log/user-activity-log',
    tableId: 'user-activity-log',
    titleKey: 'activity-log:everyone.title',
  },
} as const;

function columnsFor(everyone: boolean, t: TFunction): DataTableColumn<ActivityLogRow>[] {
  return [
    {
      id: 'created_at',
      headerKey: 'activity-log:fields.createdAt',
      sortable: true,
      hideable: false,
      cell: (row) => logTime(row.created_at),
    },
    ...(everyone
      ? [
          {
            id: 'user_name',
            headerKey: 'activity-log:fields.user',
            sortable: true,
            cell: (row: ActivityLogRow) => (
              <Stack gap={0}>
                <Text size="sm">{row.user_name ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {row.user_email}
                </Text>
              </Stack>
            ),
          },
        ]
      : []),
    {
      id: 'action',
      headerKey: 'activity-log:fields.action',
      sortable: true,
      cell: (row) => actionLabel(row.action, t),
    },
    {
      id: 'entity',
      headerKey: 'activity-log:fields.entity',
      sortable: true,
      cell: (row) => t(`activity-log:entities.${row.entity}`, { defaultValue: row.entity }),
    },
    {
      id: 'summary',
      headerKey: 'activity-log:fields.summary',
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeChange(row.action, row.summary, t) || '—'}
        </Text>
      ),
    },
    { id: 'ip', headerKey: 'activity-log:fields.ip', sortable: true, cell: (row) => row.ip ?? '—' },
    {
      id: 'user_agent',
      headerKey: 'activity-log:fields.userAgent',
      defaultHidden: true,
      cell: (row) => row.user_agent ?? '—',
    },
  ];
}

/** /log/activity-log (own) and /log/user-activity-log (everyone's): the activity log with filters and CSV export. */
export function ActivityLogPage({ scope }: { scope: keyof typeof LOGS }) {
  const { t } = useTranslation(['activity-log', 'roles', 'users']);
  const log = LOGS[scope];
  const everyone = scope === 'everyone';
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t(log.titleKey)}
      </Title>
      <DataTable
        key={scope}
        tableId={log.tableId}
        endpoint={log.endpoint}
        exports={[{ label: t('common:gen.actions.export'), url: `${log.endpoint}/export` }]}
        rowSchema={activityLogRowSchema}
        columns={columnsFor(everyone, t)}
        getRowId={(row) => row.id}
        filters={activityLogFilters(everyone)}
        defaultFilterMode="dropdown"
      />
    </Stack>
  );
}

/** /log/activity-log. */
export function MyActivityLogPage() {
  return <ActivityLogPage scope="mine" />;
}

/** /log/user-activity-log. */
export function UserActivityLogPage() {
  return <ActivityLogPage scope="everyone" />;
}
