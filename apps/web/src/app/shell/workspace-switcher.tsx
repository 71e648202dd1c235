import type { AuthUser } from '@fieldbook/domain';
import { Button, Menu, Text } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCheck,
  IconChevronDown,
  IconPlus,
  IconSettings,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myWorkspacesQuery, useSwitchWorkspace } from '../../modules/workspaces/api/workspaces-api';

/** Header menu listing my workspaces to switch between, with links to create and manage them. */
export function WorkspaceSwitcher({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const workspaces = useQuery(myWorkspacesQuery);
  const switcher = useSwitchWorkspace();
  return (
    <Menu position="bottom-end" withinPortal width={260}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconBuildingWarehouse size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('common:shell.workspaceSwitcher', { name: user.workspace.name })}
          px="xs"
          maw={{ base: 150, sm: 260 }}
        >
          <Text span truncate="end" size="sm" fw={600} c="var(--mantine-color-text)">
            {user.workspace.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common:shell.myWorkspaces')}</Menu.Label>
        {(workspaces.data ?? []).map((workspace) => (
          <Menu.Item
            key={workspace.id}
            onClick={() => workspace.id !== user.workspace.id && switcher.mutate(workspace.id)}
            rightSection={
              workspace.id === user.workspace.id ? <IconCheck size={16} aria-hidden="true" /> : null
            }
            aria-current={workspace.id === user.workspace.id ? 'true' : undefined}
          >
            <Text size="sm" truncate="end">
              {workspace.name}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/settings/workspaces?create=1"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t('common:shell.createWorkspace')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/workspaces"
          leftSection={<IconSettings size={16} aria-hidden="true" />}
        >
          {t('common:shell.manageWorkspaces')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
