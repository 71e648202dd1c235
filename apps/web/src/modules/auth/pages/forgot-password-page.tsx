import { forgetPasswordRequestSchema } from '@fieldbook/domain';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useForgetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /forgot-password: asks for the e-mail and has a reset link sent. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forget = useForgetPassword();
  const form = useZodForm(forgetPasswordRequestSchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit((values) =>
    forget.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
  );

  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.text')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {forget.isSuccess && (
            <Alert color="teal" variant="light" role="status">
              {forget.data.message ?? t('auth:forgot.done')}
            </Alert>
          )}
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth loading={forget.isPending}>
            {t('auth:forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('auth:backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
