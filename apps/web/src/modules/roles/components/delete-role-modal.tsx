import type { Role } from '@fieldbook/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { rolesApi, useRoleMutation } from '../api/roles-api';
import { deleteNeedsReassign, reassignError } from './role-permissions';

/** Deletes a role; one still held by members asks for the role they move to (ADR 082). */
export function DeleteRoleModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useRoleMutation((to: string | null) => rolesApi.remove(role.id, to));
  return (
    <ConfirmDialog
      opened
      title={t('roles:delete.title')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        const problem = reassignError(role, target);
        setError(problem);
        if (!problem) remove.mutate(target, { onSuccess: onClose });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('roles:delete.confirm', { name: role.name_lang })}</Text>
        {deleteNeedsReassign(role) && (
          <RemoteSelect
            url="/user/role/search"
            label={t('roles:delete.reassign', { count: role.users_count })}
            required
            value={target ? [target] : []}
            onChange={(ids) => {
              setTarget(ids[0] ?? null);
              setError(null);
            }}
            error={error ? t(error) : null}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
