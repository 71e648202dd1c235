import { invitationInfoResponseSchema } from '@fieldbook/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../shared/api/client';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { PageLoader } from '../../../shared/ui/page-loader';
import { AuthCard } from '../../auth/components/auth-card';
import { newPasswordFormSchema } from '../../auth/reset-password.schema';
import { NewPasswordFields } from '../../auth/components/new-password-fields';

/**
 * /accept-invitation?workspace&email&token: joins the workspace from the e-mailed link, setting a first password if
 * needed, then opens the sign-in form with the e-mail filled in (ADR 193).
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = {
    workspace: params.get('workspace') ?? '',
    email: params.get('email') ?? '',
    token: params.get('token') ?? '',
  };
  const info = useQuery({
    queryKey: ['invitation', link],
    queryFn: () =>
      api.get('/user/invitation', {
        query: link,
        schema: invitationInfoResponseSchema,
        quietErrors: true,
        handleNotFound: false,
      }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (newPassword: string | undefined) =>
      api.post('/user/accept-invitation', { ...link, new_password: newPassword }),
    onSuccess: () =>
      void navigate(
        `/login?${new URLSearchParams({ email: info.data?.data.email ?? link.email }).toString()}`,
        {
          replace: true,
          state: { joined: info.data?.data.workspace_name },
        },
      ),
  });
  const needsPassword = info.data?.data.needs_password === true;
  const form = useZodForm(newPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit((values) =>
    accept.mutate(values.new_password, { onError: (error) => applyServerErrors(form, error) }),
  );

  if (info.isPending) return <PageLoader />;
  if (info.isError || !info.data)
    return (
      <AuthCard title={t('users:invitation.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('users:invitation.invalid')}
        </Alert>
        <Anchor component={Link} to="/login" size="sm" mt="md" display="block" ta="center">
          {t('users:invitation.toLogin')}
        </Anchor>
      </AuthCard>
    );
  const { workspace_name, email } = info.data.data;
  return (
    <AuthCard
      title={t('users:invitation.title')}
      subtitle={t('users:invitation.text', { workspace: workspace_name, email })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          if (needsPassword) return void submit(event);
          event.preventDefault();
          accept.mutate(undefined);
        }}
      >
        <Stack gap="md">
          {needsPassword ? (
            <>
              <NewPasswordFields form={form} />
            </>
          ) : (
            <Text size="sm">{t('users:invitation.existingAccount')}</Text>
          )}
          <Button type="submit" fullWidth loading={accept.isPending} data-testid="accept-invitation">
            {t('users:invitation.accept')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
