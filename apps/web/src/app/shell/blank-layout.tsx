import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu';
import { SkinMenu } from './skin-menu';

/** The bare layout of sign-in, plans and error pages: content with only language and skin choices. */
export function BlankLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      {/* Hidden in print (app.css): a shared report's PDF is printed from this layout (ADR 206). */}
      <Group component="header" justify="flex-end" gap={4} p="sm" className="fb-blank-header">
        <LanguageMenu />
        <SkinMenu />
      </Group>
      <Box component="main" id="main-content" px="md" pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
