import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title of a list screen with the tabs between the list and its archive below it. */
export function ListPageHeader({ title, tabs }: { title: string; tabs: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {tabs}
    </Stack>
  );
}
