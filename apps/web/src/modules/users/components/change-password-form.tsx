import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { changePasswordFormSchema } from '../account-forms.schema';
import { useChangePassword } from '../api/profile-api';
import { SettingsCard } from './settings-card';

/** Change password card: current password, new password and its confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      { onSuccess: () => form.reset(), onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <SettingsCard title={t('users:account.password.title')} onSubmit={submit} saving={change.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PasswordInput
          label={t('users:fields.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordInput
          label={t('users:fields.newPassword')}
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <PasswordInput
          label={t('users:fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
