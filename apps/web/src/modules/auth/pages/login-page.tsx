import { loginRequestSchema } from '@fieldbook/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useLogin } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { UnlockNotice } from '../components/unlock-notice';
import { loginOutcome } from '../login-steps';

/** The workspace an accepted invitation joined, handed over in the navigation state by the accept page. */
function joinedWorkspace(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('joined' in state)) return null;
  return typeof state.joined === 'string' ? state.joined : null;
}

/**
 * /login: the password step; hands over to the 2FA step or reports that single sign-on is required. `?email=…` fills
 * in the e-mail (an accepted invitation); with `&unlock=…` (the mailed unlock link) it first lifts the account's
 * sign-in ceiling.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUri = params.get('redirect_uri');
  const unlockEmail = params.get('email');
  const unlockToken = params.get('unlock');
  const login = useLogin();
  const [ssoRequired, setSsoRequired] = useState(false);
  const joined = joinedWorkspace(useLocation().state);
  const form = useZodForm(loginRequestSchema, {
    defaultValues: { email: unlockEmail ?? '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSsoRequired(false);
    try {
      const answer = await login.mutateAsync(values);
      const outcome = loginOutcome(values.email, answer, redirectUri);
      if (outcome.kind === 'two-factor') void navigate(outcome.path);
      if (outcome.kind === 'sso-required') setSsoRequired(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <AuthCard title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {ssoRequired && (
            <Alert color="blue" variant="light" title={t('auth:login.ssoTitle')} role="status">
              {t('auth:login.ssoText')}
            </Alert>
          )}
          {unlockEmail && unlockToken && <UnlockNotice email={unlockEmail} token={unlockToken} />}
          {joined && !login.error && (
            <Alert color="green" variant="light" role="status">
              {t('auth:login.joined', { workspace: joined })}
            </Alert>
          )}
          {!ssoRequired && <FormError error={login.error} />}
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('auth:fields.password')}
            autoFocus={Boolean(unlockEmail)}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth:login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth:login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth:login.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('auth:login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
