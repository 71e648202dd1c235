import { roleSchema, type Role } from '@fieldbook/domain';
import { Badge, Button, Group, Menu, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { ROLE_LIST_ENDPOINT } from '../api/roles-api';
import { DeleteRoleModal } from '../components/delete-role-modal';
import { RoleEditorModal } from '../components/role-editor-modal';
import { canEditRole } from '../components/role-permissions';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';

type Dialog = { kind: 'edit'; role: Role | null } | { kind: 'delete'; role: Role } | null;

const filters: FilterDefinition[] = [
  { field: 'name_lang', labelKey: 'roles:fields.name', type: 'text' },
  { field: 'users_count', labelKey: 'roles:fields.usersCount', type: 'number' },
  { field: 'is_system', labelKey: 'roles:fields.isSystem', type: 'switch' },
  { field: 'is_default', labelKey: 'roles:fields.isDefault', type: 'switch' },
];

/** /user/role: roles with create, edit, view (system roles), delete with reassignment. */
export function RoleListPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const columns: DataTableColumn<Role>[] = [
    {
      id: 'name_lang',
      headerKey: 'roles:fields.name',
      sortable: true,
      hideable: false,
      cell: (role) => (
        <Group gap={6}>
          {role.name_lang}
          {role.is_system && (
            <Badge variant="light" color="gray" size="sm">
              {t('roles:badges.system')}
            </Badge>
          )}
          {role.is_default && (
            <Badge variant="light" size="sm">
              {t('roles:badges.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'users_count',
      headerKey: 'roles:fields.usersCount',
      sortable: true,
      cell: (role) => role.users_count,
    },
    {
      id: 'permissions',
      headerKey: 'roles:fields.permissions',
      cell: (role) => t('roles:permissionCount', { count: role.permissions.length }),
    },
    {
      id: 'created_at',
      headerKey: 'roles:fields.createdAt',
      sortable: true,
      defaultHidden: true,
      cell: (role) => role.created_at.slice(0, 10),
    },
    actionsColumn('roles:fields.actions', (role) => (
      <RowActionsMenu label={t('roles:actionsFor', { name: role.name_lang })}>
        <Menu.Item onClick={() => setDialog({ kind: 'edit', role })}>
          {canEditRole(role) ? t('common:gen.actions.edit') : t('roles:viewAction')}
        </Menu.Item>
        {canEditRole(role) && (
          <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', role })}>
            {t('common:gen.actions.delete')}
          </Menu.Item>
        )}
      </RowActionsMenu>
    )),
  ];
  const createButton = (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => setDialog({ kind: 'edit', role: null })}
      data-testid="create-role"
    >
      {t('roles:create')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('roles:title')}
      </Title>
      <DataTable
        tableId="roles"
        endpoint={ROLE_LIST_ENDPOINT}
        rowSchema={roleSchema}
        columns={columns}
        getRowId={(role) => role.id}
        filters={filters}
        toolbar={createButton}
        onRowClick={(role) => setDialog({ kind: 'edit', role })}
      />
      {dialog?.kind === 'edit' && <RoleEditorModal role={dialog.role} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteRoleModal role={dialog.role} onClose={close} />}
    </Stack>
  );
}
