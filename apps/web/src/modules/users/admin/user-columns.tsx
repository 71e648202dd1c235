import { userStatusSchema, type UserListRow } from '@fieldbook/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { UserStatusBadge } from './user-status-badge';

const names = (refs: readonly { name_lang: string }[]): string => refs.map((ref) => ref.name_lang).join(', ');

/** Columns of the user list; the field ids are the server's whitelist (ADR 080). */
export const userColumns: DataTableColumn<UserListRow>[] = [
  {
    id: 'full_name',
    headerKey: 'users:admin.columns.name',
    sortable: true,
    hideable: false,
    cell: (user) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {user.full_name}
        </Text>
        {user.nick_name && (
          <Text size="xs" c="dimmed">
            @{user.nick_name}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'email', headerKey: 'users:admin.columns.email', sortable: true, cell: (user) => user.email },
  {
    id: 'status',
    headerKey: 'users:admin.columns.status',
    sortable: true,
    cell: (user) => <UserStatusBadge status={user.status} />,
  },
  { id: 'roles', headerKey: 'users:admin.columns.roles', cell: (user) => names(user.roles) },
  {
    id: 'groups',
    headerKey: 'users:admin.columns.groups',
    cell: (user) => <Group gap={4}>{names(user.groups)}</Group>,
  },
  {
    id: 'created_at',
    headerKey: 'users:admin.columns.createdAt',
    sortable: true,
    defaultHidden: true,
    cell: (user) => user.created_at.slice(0, 10),
  },
];

/** Filters of the user list: name, e-mail, status, roles, groups, creation date. */
export const userFilters: FilterDefinition[] = [
  { field: 'full_name', labelKey: 'users:admin.columns.name', type: 'text' },
  { field: 'email', labelKey: 'users:admin.columns.email', type: 'text' },
  {
    field: 'status',
    labelKey: 'users:admin.columns.status',
    type: 'multi-select',
    options: userStatusSchema.options.map((value) => ({ value, labelKey: `users:admin.status.${value}` })),
  },
  {
    field: 'roles',
    labelKey: 'users:admin.columns.roles',
    type: 'multi-select',
    remoteUrl: '/user/role/search',
  },
  {
    field: 'groups',
    labelKey: 'users:admin.columns.groups',
    type: 'multi-select',
    remoteUrl: '/user/group/all',
  },
  { field: 'created_at', labelKey: 'users:admin.columns.createdAt', type: 'date' },
];
