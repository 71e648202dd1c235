import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled card of the account settings page, holding a form with its own save button. */
export function SettingsCard({
  title,
  description,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('common:gen.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
