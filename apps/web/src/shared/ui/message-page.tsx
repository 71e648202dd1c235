import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A centred full-page message (errors, not authorised): a title, a text and actions. */
export function MessagePage({
  code,
  title,
  text,
  actions,
}: {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        {code && (
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden="true">
            {code}
          </Text>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Center>
  );
}

/** The "back to home" action of error pages. */
export function HomeButton({ label }: { label: string }) {
  return (
    <Button component={Link} to="/dashboard">
      {label}
    </Button>
  );
}
