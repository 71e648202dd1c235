import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useResetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { newPasswordFormSchema } from '../reset-password.schema';
import { NewPasswordFields } from '../components/new-password-fields';

/** /reset-password/:email?token=…: sets a new password from an e-mailed link (register and reset alike). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useZodForm(newPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit((values) => {
    if (!token) return;
    reset.mutate(
      { email, current_password: token, new_password: values.new_password },
      {
        onSuccess: () => void navigate('/login', { replace: true }),
        onError: (error) => applyServerErrors(form, error, { current_password: 'new_password' }),
      },
    );
  });

  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.text', { email })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!token && (
            <Alert color="red" variant="light" role="alert">
              {t('auth:reset.missingToken')}
            </Alert>
          )}
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            {t('auth:reset.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t('auth:reset.newLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
