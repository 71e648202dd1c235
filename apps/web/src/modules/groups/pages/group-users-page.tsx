import { SEARCH_LIMITS, userListRowSchema, type UserListRow } from '@fieldbook/domain';
import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { userColumns, userFilters } from '../../users/admin/user-columns';
import { groupsApi, groupUsersEndpoint, useGroupMutation } from '../api/groups-api';
import { actionsColumn } from '../../../shared/data-table/actions-column';

const memberFilters = userFilters.filter((filter) => filter.field !== 'groups');
const memberColumns = userColumns.filter((column) => column.id !== 'groups');

/** /group/:groupId/users: a group's members, with adding people and removing one or many. */
export function GroupUsersPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const group = useQuery({ queryKey: ['group', groupId], queryFn: () => groupsApi.get(groupId) });
  const [adding, setAdding] = useState<string[]>([]);
  const [removing, setRemoving] = useState<{ ids: string[]; done: () => void } | null>(null);
  const add = useGroupMutation((ids: string[]) => groupsApi.addMembers(groupId, ids));
  const remove = useGroupMutation((ids: string[]) => groupsApi.removeMembers(groupId, ids));
  const name = group.data?.data.name_lang ?? '';

  const removeColumn: DataTableColumn<UserListRow> = actionsColumn(
    'groups:fields.actions',
    (user: UserListRow) => (
      <Tooltip label={t('groups:members.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('groups:members.removeOne', { name: user.full_name })}
          onClick={(event) => {
            event.stopPropagation();
            setRemoving({ ids: [user.id], done: () => undefined });
          }}
        >
          <IconUserMinus size={16} />
        </ActionIcon>
      </Tooltip>
    ),
  );

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/group/list" size="sm">
          {t('groups:title')}
        </Anchor>
        <span>{name}</span>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {t('groups:members.heading', { name })}
      </Title>
      <Group align="flex-end" gap="xs">
        <RemoteSelect
          url="/user/search"
          params={{ limit: SEARCH_LIMITS.users }}
          multiple
          label={t('groups:members.add')}
          placeholder={t('groups:members.searchPeople')}
          value={adding}
          onChange={setAdding}
          data-testid="group-add-users"
        />
        <Button
          disabled={adding.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate(adding, { onSuccess: () => setAdding([]) })}
          data-testid="group-add-submit"
        >
          {t('groups:members.addButton')}
        </Button>
      </Group>
      <DataTable
        tableId="group-users"
        endpoint={groupUsersEndpoint(groupId)}
        rowSchema={userListRowSchema}
        columns={[...memberColumns, removeColumn]}
        getRowId={(user) => user.id}
        filters={memberFilters}
        selectable
        emptyState={{ textKey: 'groups:members.empty' }}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => setRemoving({ ids: selection.rows.map((u) => u.id), done: clear })}
            >
              {t('groups:members.removeMany', { count: selection.rows.length })}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('groups:members.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.ids, {
            onSuccess: () => {
              removing.done();
              setRemoving(null);
            },
          })
        }
      >
        {t('groups:members.removeConfirm', { count: removing?.ids.length ?? 0, name })}
      </ConfirmDialog>
    </Stack>
  );
}
