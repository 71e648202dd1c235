import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu';
import { SkinMenu } from './skin-menu';

/** The bare layout of sign-in, plans and error pages: content with only language and skin choices. */
export function BlankLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group component="header" justify="flex-end" gap={4} p="sm">
        <LanguageMenu />
        <SkinMenu />
      </Group>
      <Box component="main" id="main-content" px="md" pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
