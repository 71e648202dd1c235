import { groupSchema, type Group as GroupRow } from '@fieldbook/domain';
import { ActionIcon, Anchor, Button, Group, Menu, Stack, Title } from '@mantine/core';
import { IconDotsVertical, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { GROUP_LIST_ENDPOINT, groupsApi, useGroupMutation } from '../api/groups-api';
import { GroupNameModal } from '../components/group-name-modal';

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
    {
      id: 'actions',
      headerKey: 'groups:fields.actions',
      hideable: false,
      width: 48,
      cell: (group) => (
        <Can permission="USR_MANAGE_GROUP">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t('groups:actionsFor', { name: group.name_lang })}
                onClick={(e) => e.stopPropagation()}
              >
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/group/${group.id}/users`}>
                {t('groups:members.title')}
              </Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: 'rename', group })}>{t('groups:rename')}</Menu.Item>
              <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', group })}>
                {t('common:gen.actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Can>
      ),
    },
  ];
  const createButton = (
    <Can permission="USR_MANAGE_GROUP">
      <Button
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => setDialog({ kind: 'create' })}
        data-testid="create-group"
      >
        {t('groups:create')}
      </Button>
    </Can>
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
        <GroupNameModal
          title={t('groups:create')}
          initialName=""
          busy={create.isPending}
          onClose={close}
          onSubmit={(name) => create.mutateAsync({ name_lang: name })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <GroupNameModal
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
