import { registerRequestSchema } from '@fieldbook/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useRegister } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /register: name and e-mail; the server e-mails a link to set the password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useZodForm(registerRequestSchema, {
    defaultValues: { first_name: '', last_name: '', email: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    register.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
  );

  if (register.isSuccess) {
    return (
      <AuthCard title={t('auth:register.doneTitle')}>
        <Alert color="teal" variant="light" role="status">
          {register.data.message ?? t('auth:register.doneText')}
        </Alert>
        <Text size="sm">{t('auth:register.doneText')}</Text>
        <Anchor component={Link} to="/login" size="sm">
          {t('auth:backToLogin')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('auth:fields.firstName')}
              autoComplete="given-name"
              required
              miw={160}
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label={t('auth:fields.lastName')}
              autoComplete="family-name"
              required
              miw={160}
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </Group>
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('auth:register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth:register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('auth:login.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
