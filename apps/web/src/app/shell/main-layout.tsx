import { ActionIcon, AppShell, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../shared/session/use-session';
import { hasDarkChrome, useSkin } from '../../shared/theme/skin';
import { buildMenu } from '../menu';
import { MODULES } from '../modules';
import { LanguageMenu } from './language-menu';
import { SideMenu } from './side-menu';
import { SkinMenu } from './skin-menu';
import { UserMenu } from './user-menu';
import { WorkspaceSwitcher } from './workspace-switcher';

/** localStorage key of the side menu's collapsed state (collapsed by default, spec §1). */
export const MENU_COLLAPSED_KEY = 'fieldbook.menu-collapsed';

/** The signed-in layout: header with switchers and menus, side menu from registrations, main content. */
export function MainLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [skin] = useSkin();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: MENU_COLLAPSED_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const entries = useMemo(() => buildMenu(MODULES, session), [session]);
  const user = session.user;
  // Signed-out visitors see only the guard's redirect; the chrome needs a user.
  if (!user) return <Outlet />;

  const chrome = hasDarkChrome(skin)
    ? { className: 'fb-dark-chrome', 'data-mantine-color-scheme': 'dark' }
    : {};
  const narrow = collapsed && !mobileOpened;
  return (
    <>
      <a href="#main-content" className="fb-skip-link">
        {t('common:shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: narrow ? 68 : 248, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
        padding="md"
      >
        <AppShell.Header {...chrome}>
          <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('common:shell.toggleMenu')}
              />
              <Tooltip label={t(collapsed ? 'common:shell.expandMenu' : 'common:shell.collapseMenu')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  visibleFrom="sm"
                  onClick={() => setCollapsed(!collapsed)}
                  aria-label={t(collapsed ? 'common:shell.expandMenu' : 'common:shell.collapseMenu')}
                  aria-expanded={!collapsed}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} />
                  )}
                </ActionIcon>
              </Tooltip>
              <Text
                component={Link}
                to="/dashboard"
                fw={800}
                fz="lg"
                c="var(--mantine-color-text)"
                td="none"
                visibleFrom="xs"
              >
                Fieldbook
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <WorkspaceSwitcher user={user} />
              <LanguageMenu />
              <SkinMenu />
              <UserMenu user={user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar {...chrome} aria-label={t('common:shell.mainNavigation')}>
          <SideMenu entries={entries} collapsed={narrow} onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
