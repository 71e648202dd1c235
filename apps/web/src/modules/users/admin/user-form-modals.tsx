import {
  editUserBasicInfoRequestSchema,
  inviteUserRequestSchema,
  settableUserStatusSchema,
  type UserListRow,
} from '@fieldbook/domain';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { PersonNameFields } from '../components/person-name-fields';
import { usersAdminApi, useUserMutation } from './users-admin-api';

/** Invite modal (POST /user/invite): names, optional nickname, e-mail and roles (none: the default role); the server mails the link. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useUserMutation(usersAdminApi.invite);
  const form = useZodForm(inviteUserRequestSchema, {
    defaultValues: { first_name: '', last_name: '', nick_name: '', email: '' },
  });
  const [roles, setRoles] = useState<string[]>([]);
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    setRoles([]);
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    invite.mutate(
      { ...values, nick_name: values.nick_name || null, roles },
      { onSuccess: close, onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <FormModal
      opened={opened}
      title={t('users:admin.invite.title')}
      busy={invite.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={close}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonNameFields
            first={{ ...form.register('first_name'), error: errors.first_name?.message }}
            last={{ ...form.register('last_name'), error: errors.last_name?.message }}
            nick={{ ...form.register('nick_name'), error: errors.nick_name?.message }}
          />
          <TextInput
            label={t('users:fields.email')}
            type="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
        </SimpleGrid>
        <RemoteSelect
          url="/user/role/search"
          multiple
          label={t('users:admin.columns.roles')}
          placeholder={roles.length === 0 ? t('users:admin.invite.defaultRole') : undefined}
          value={roles}
          onChange={setRoles}
          error={errors.roles?.message}
          data-testid="invite-roles-select"
        />
      </Stack>
    </FormModal>
  );
}

/** Edit basic info modal (POST /user/{id}/edit-basic-info): names and nickname. */
export function EditUserModal({ user, onClose }: { user: UserListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useUserMutation(
    (values: { first_name: string; last_name: string; nick_name?: string | null }) =>
      usersAdminApi.editBasicInfo(user.id, values),
  );
  const form = useZodForm(editUserBasicInfoRequestSchema, {
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      nick_name: user.nick_name ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    edit.mutate(
      { ...values, nick_name: values.nick_name || null },
      { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <FormModal
      title={t('users:admin.edit.title', { name: user.full_name })}
      busy={edit.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack gap="sm">
        <PersonNameFields
          first={{ ...form.register('first_name'), error: errors.first_name?.message }}
          last={{ ...form.register('last_name'), error: errors.last_name?.message }}
          nick={{ ...form.register('nick_name'), error: errors.nick_name?.message }}
        />
        <TextInput label={t('users:fields.email')} value={user.email} readOnly />
      </Stack>
    </FormModal>
  );
}

/** Assign roles modal (POST /user/{id}/update-roles): the complete set, at least one role. */
export function AssignRolesModal({ user, onClose }: { user: UserListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState(user.roles.map((role) => role.id));
  const [error, setError] = useState<string | null>(null);
  const save = useUserMutation((ids: string[]) => usersAdminApi.updateRoles(user.id, ids));
  return (
    <FormModal
      title={t('users:admin.roles.title', { name: user.full_name })}
      busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (roles.length === 0) {
          setError(t('common:gen.validations.required'));
          return;
        }
        save.mutate(roles, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      <RemoteSelect
        url="/user/role/search"
        multiple
        label={t('users:admin.columns.roles')}
        required
        value={roles}
        initialLabels={Object.fromEntries(user.roles.map((role) => [role.id, role.name_lang]))}
        onChange={(ids) => {
          setRoles(ids);
          setError(null);
        }}
        error={error}
        data-testid="assign-roles-select"
      />
    </FormModal>
  );
}

/** Change status modal (POST /user/{userId}/change-status) with the statuses an administrator may set. */
export function ChangeStatusModal({ user, onClose }: { user: UserListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const options = settableUserStatusSchema.options;
  const [status, setStatus] = useState<string | null>(options.find((s) => s === user.status) ?? null);
  const change = useUserMutation((next: (typeof options)[number]) =>
    usersAdminApi.changeStatus(user.id, { status: next }),
  );
  const chosen = options.find((s) => s === status);
  return (
    <FormModal
      title={t('users:admin.status.change', { name: user.full_name })}
      busy={change.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) change.mutate(chosen, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      <Select
        label={t('users:admin.columns.status')}
        required
        data={options.map((value) => ({ value, label: t(`users:admin.status.${value}`) }))}
        value={status}
        onChange={setStatus}
        allowDeselect={false}
        error={chosen ? undefined : t('common:gen.validations.required')}
      />
    </FormModal>
  );
}
