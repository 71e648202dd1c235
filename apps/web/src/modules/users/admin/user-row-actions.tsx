import type { UserListRow } from '@fieldbook/domain';
import { Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { userActionsFor, type UserAction } from './user-actions';
import { AssignRolesModal, ChangeStatusModal, EditUserModal } from './user-form-modals';
import { usersAdminApi, useUserMutation } from './users-admin-api';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';

type Confirmed = Extract<UserAction, 'resendInvite' | 'cancelInvitation' | 'activate' | 'deactivate'>;
const CALLS: Record<Confirmed, (id: string) => Promise<unknown>> = {
  resendInvite: usersAdminApi.resendInvite,
  cancelInvitation: usersAdminApi.cancelInvitation,
  activate: usersAdminApi.activate,
  deactivate: usersAdminApi.deactivate,
};
const isConfirmed = (action: UserAction): action is Confirmed => action in CALLS;

/** The per-row menu of the user list: the actions the member's status allows, each confirmed or in a modal. */
export function UserRowActions({ user }: { user: UserListRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<UserAction | null>(null);
  const run = useUserMutation((action: Confirmed) => CALLS[action](user.id));
  const close = () => setOpen(null);
  return (
    <>
      <RowActionsMenu
        label={t('users:admin.actionsFor', { name: user.full_name })}
        testId={`user-actions-${user.email}`}
      >
        {userActionsFor(user.status).map((action) => (
          <Menu.Item
            key={action}
            color={action === 'cancelInvitation' || action === 'deactivate' ? 'red' : undefined}
            onClick={() => setOpen(action)}
          >
            {t(`users:admin.actions.${action}`)}
          </Menu.Item>
        ))}
      </RowActionsMenu>
      {open === 'edit' && <EditUserModal user={user} onClose={close} />}
      {open === 'roles' && <AssignRolesModal user={user} onClose={close} />}
      {open === 'changeStatus' && <ChangeStatusModal user={user} onClose={close} />}
      {open && isConfirmed(open) && (
        <ConfirmDialog
          opened
          title={t(`users:admin.actions.${open}`)}
          danger={open === 'cancelInvitation' || open === 'deactivate'}
          busy={run.isPending}
          onClose={close}
          onConfirm={() => run.mutate(open, { onSuccess: close })}
        >
          {t(`users:admin.confirm.${open}`, { name: user.full_name, email: user.email })}
        </ConfirmDialog>
      )}
    </>
  );
}
