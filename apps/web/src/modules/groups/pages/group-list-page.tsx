import { groupSchema, type Group as GroupRow } from '@fieldbook/domain';
import { Anchor, Group, Menu, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { GROUP_LIST_ENDPOINT, groupsApi, useGroupMutation } from '../api/groups-api';
import { groupRequestSchema } from '@fieldbook/domain';
import { NameModal } from '../../../shared/forms/name-modal';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';
import { CreateButton } from '../../../shared/ui/create-button';

type Dialog =
  { kind: 'create' } | { kind: 'rename'; group: GroupRow } | { kind: 'delete'; group: GroupRow } | null;

const filters: FilterDefinition[] = [
  { field: 'name_lang', labelKey: 'groups:fields.name', type: 'text' },
  { field: 'users_count', labelKey: 'groups:fields.usersCount', type: 'number' },
  { field: 'created_at', labelKey: 'groups:fields.createdAt', type: 'date' },
];

/** /group/list: the workspace's groups with create, rename, delete and a link to each group's members. */
export function GroupListPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useGroupMutation(groupsApi.create);
  const rename = useGroupMutation(({ id, name }: { id: string; name: string }) =>
    groupsApi.rename(id, { name_lang: name }),
  );
  const remove = useGroupMutation(groupsApi.remove);
  const close = () => setDialog(null);

  const columns: DataTableColumn<GroupRow>[] = [
    {
      id: 'name_lang',
      headerKey: 'groups:fields.name',
      sortable: true,
      hideable: false,
      cell: (group) => (
        <Can permission="USR_MANAGE_GROUP" fallback={group.name_lang}>
          <Anchor component={Link} to={`/group/${group.id}/users`} size="sm">
            {group.name_lang}
          </Anchor>
        </Can>
      ),
    },
    {
      id: 'users_count',
      headerKey: 'groups:fields.usersCount',
      sortable: true,
      cell: (group) => group.users_count,
    },
    {
      id: 'created_at',
      headerKey: 'groups:fields.createdAt',
      sortable: true,
      cell: (group) => group.created_at.slice(0, 10),
    },
    actionsColumn('groups:fields.actions', (group) => (
      <Can permission="USR_MANAGE_GROUP">
        <RowActionsMenu label={t('groups:actionsFor', { name: group.name_lang })}>
          <Menu.Item component={Link} to={`/group/${group.id}/users`}>
            {t('groups:members.title')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'rename', group })}>{t('groups:rename')}</Menu.Item>
          <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', group })}>
            {t('common:gen.actions.delete')}
          </Menu.Item>
        </RowActionsMenu>
      </Can>
    )),
  ];
  const createButton = (
    <CreateButton
      permission="USR_MANAGE_GROUP"
      label={t('groups:create')}
      testId="create-group"
      onClick={() => setDialog({ kind: 'create' })}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('groups:title')}
        </Title>
      </Group>
      <DataTable
        tableId="groups"
        endpoint={GROUP_LIST_ENDPOINT}
        rowSchema={groupSchema}
        columns={columns}
        getRowId={(group) => group.id}
        filters={filters}
        toolbar={createButton}
        emptyState={{ textKey: 'groups:empty', action: createButton }}
      />
      {dialog?.kind === 'create' && (
        <NameModal
          label={t('groups:fields.name')}
          nameSchema={groupRequestSchema.shape.name_lang}
          testId="group-name"
          serverFields={['name_lang']}
          title={t('groups:create')}
          initialName=""
          busy={create.isPending}
          onClose={close}
          onSubmit={(name) => create.mutateAsync({ name_lang: name })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal
          label={t('groups:fields.name')}
          nameSchema={groupRequestSchema.shape.name_lang}
          testId="group-name"
          serverFields={['name_lang']}
          title={t('groups:rename')}
          initialName={dialog.group.name_lang}
          busy={rename.isPending}
          onClose={close}
          onSubmit={(name) => rename.mutateAsync({ id: dialog.group.id, name })}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('groups:delete')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.group.id, { onSuccess: close })}
      >
        {t('groups:deleteConfirm', { name: dialog?.kind === 'delete' ? dialog.group.name_lang : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
