import type { AuthUser } from '@fieldbook/domain';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOutFlow } from './sign-out-flow';

/** Initials are the first letters of first and last name (spec §3). */
export function initialsOf(user: Pick<AuthUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** Header menu of the signed-in user: account settings and sign out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const signOutFlow = useSignOutFlow();
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('common:shell.userMenu', { name: user.full_name, initials: initialsOf(user) })}
          >
            <Avatar
              src={user.avatar}
              alt=""
              aria-hidden="true"
              color="blue"
              variant="filled"
              radius="xl"
              size={34}
            >
              {initialsOf(user)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {user.full_name}
            </Text>
            <Text size="xs">{user.email}</Text>
          </Menu.Label>
          <Menu.Item
            component={Link}
            to="/user/account-settings"
            leftSection={<IconUserCog size={16} aria-hidden="true" />}
          >
            {t('common:shell.accountSettings')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={signOutFlow.start} leftSection={<IconLogout size={16} aria-hidden="true" />}>
            {t('common:shell.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signOutFlow.dialog}
    </>
  );
}
