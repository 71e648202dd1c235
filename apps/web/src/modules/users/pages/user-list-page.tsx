import { userListRowSchema, type UserListRow } from '@fieldbook/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { Can } from '../../../shared/session/can';
import { deactivatableIds } from '../admin/user-actions';
import { userColumns, userFilters } from '../admin/user-columns';
import { InviteUserModal } from '../admin/user-form-modals';
import { UserRowActions } from '../admin/user-row-actions';
import { USER_LIST_ENDPOINT, usersAdminApi, useUserMutation } from '../admin/users-admin-api';

const actionsColumn: DataTableColumn<UserListRow> = {
  id: 'actions',
  headerKey: 'users:admin.columns.actions',
  hideable: false,
  width: 48,
  cell: (user) => (
    <Can permission="USR_MANAGE_USER">
      <UserRowActions user={user} />
    </Can>
  ),
};
const columns = [...userColumns, actionsColumn];

/** /user/list: members of the workspace with invite, status changes, edits, roles and bulk deactivation. */
export function UserListPage() {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const [bulk, setBulk] = useState<{ ids: string[]; done: () => void } | null>(null);
  const deactivate = useUserMutation(usersAdminApi.bulkDeactivate);
  const invite = (
    <Can permission="USR_MANAGE_USER">
      <Button
        size="xs"
        leftSection={<IconUserPlus size={14} />}
        onClick={() => setInviting(true)}
        data-testid="invite-user"
      >
        {t('users:admin.invite.button')}
      </Button>
    </Can>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('users:admin.title')}
        </Title>
      </Group>
      <DataTable
        tableId="users"
        endpoint={USER_LIST_ENDPOINT}
        rowSchema={userListRowSchema}
        columns={columns}
        getRowId={(user) => user.id}
        filters={userFilters}
        selectable
        toolbar={invite}
        emptyState={{ textKey: 'users:admin.empty', action: invite }}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Can permission="USR_MANAGE_USER">
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={deactivatableIds(selection.rows).length === 0}
                onClick={() => setBulk({ ids: deactivatableIds(selection.rows), done: clear })}
                data-testid="bulk-deactivate"
              >
                {t('users:admin.bulkDeactivate', { count: deactivatableIds(selection.rows).length })}
              </Button>
            </Can>
          )
        }
      />
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={bulk !== null}
        title={t('users:admin.bulkDeactivateTitle')}
        busy={deactivate.isPending}
        onClose={() => setBulk(null)}
        onConfirm={() =>
          bulk &&
          deactivate.mutate(bulk.ids, {
            onSuccess: () => {
              bulk.done();
              setBulk(null);
            },
          })
        }
      >
        {t('users:admin.bulkDeactivateConfirm', { count: bulk?.ids.length ?? 0 })}
      </ConfirmDialog>
    </Stack>
  );
}
