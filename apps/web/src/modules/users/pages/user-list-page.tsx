import { userListRowSchema, type UserListRow } from '@fieldbook/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import { Can } from '../../../shared/session/can';
import { UserBulkActions, type BulkStatusRequest } from '../admin/user-bulk-actions';
import { userColumns, userFilters } from '../admin/user-columns';
import { InviteUserModal } from '../admin/user-form-modals';
import { UserRowActions } from '../admin/user-row-actions';
import { USER_LIST_ENDPOINT, usersAdminApi, useUserMutation } from '../admin/users-admin-api';
import { actionsColumn } from '../../../shared/data-table/actions-column';

const rowActions = actionsColumn<UserListRow>('users:admin.columns.actions', (user) => (
  <Can permission="USR_MANAGE_USER">
    <UserRowActions user={user} />
  </Can>
));
const columns = [...userColumns, rowActions];

function confirmKey(request: BulkStatusRequest): string {
  if (request.byFilter) return 'users:admin.bulkByFilterConfirm';
  return request.verb === 'activate'
    ? 'users:admin.bulkActivateConfirm'
    : 'users:admin.bulkDeactivateConfirm';
}

/** /user/list: members of the workspace with invite, status changes, edits, roles and bulk (de)activation, also of every member a filter matches. */
export function UserListPage() {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const [bulk, setBulk] = useState<(BulkStatusRequest & { done: () => void }) | null>(null);
  const deactivate = useUserMutation(usersAdminApi.bulkDeactivate);
  const activate = useUserMutation(usersAdminApi.bulkActivate);
  const running = bulk?.verb === 'activate' ? activate : deactivate;
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
        selectAllByFilter
        bulkActions={(selection, clear) => (
          <Can permission="USR_MANAGE_USER">
            <UserBulkActions
              selection={selection}
              onAsk={(request) => setBulk({ ...request, done: clear })}
            />
          </Can>
        )}
      />
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={bulk !== null}
        title={t(
          bulk?.verb === 'activate' ? 'users:admin.bulkActivateTitle' : 'users:admin.bulkDeactivateTitle',
        )}
        busy={running.isPending}
        onClose={() => setBulk(null)}
        onConfirm={() =>
          bulk &&
          running.mutate(bulk.body, {
            onSuccess: () => {
              bulk.done();
              setBulk(null);
            },
          })
        }
      >
        {bulk && t(confirmKey(bulk), { count: bulk.count })}
      </ConfirmDialog>
    </Stack>
  );
}
