import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { newPasswordFormSchema } from '../reset-password.schema';

type NewPasswordForm = UseFormReturn<
  z.input<typeof newPasswordFormSchema>,
  unknown,
  z.output<typeof newPasswordFormSchema>
>;

/** The new password typed twice, with the password rule as a hint: a reset and an accepted invitation ask alike. */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <PasswordInput
        label={t('auth:fields.newPassword')}
        description={t('common:gen.validations.password')}
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordInput
        label={t('auth:fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
    </>
  );
}
