import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '../module-types';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function Entry({
  entry,
  collapsed,
  pathname,
  onNavigate,
}: {
  entry: MenuEntry;
  collapsed: boolean;
  pathname: string;
  onNavigate(): void;
}) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  const Icon = entry.icon;
  const icon = <Icon size={20} stroke={1.7} />;
  if (entry.children && !collapsed) {
    return (
      <NavLink
        label={label}
        leftSection={icon}
        defaultOpened={isActive(pathname, entry.path)}
        childrenOffset={28}
      >
        {entry.children.map((child) => (
          <Entry
            key={child.path}
            entry={child}
            collapsed={collapsed}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  }
  if (entry.children) {
    return (
      <>
        {entry.children.map((child) => (
          <Entry
            key={child.path}
            entry={child}
            collapsed={collapsed}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </>
    );
  }
  const active = !entry.external && isActive(pathname, entry.path);
  const common = {
    onClick: onNavigate,
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: icon,
    active,
    'aria-current': active ? ('page' as const) : undefined,
    styles: collapsed ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 } } : undefined,
  };
  const link = entry.external ? (
    <NavLink {...common} component="a" href={entry.path} target="_blank" rel="noopener noreferrer" />
  ) : (
    <NavLink {...common} component={Link} to={entry.path} />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The side menu: entries built from module registrations, icon-only when collapsed. */
export function SideMenu({
  entries,
  collapsed,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  collapsed: boolean;
  onNavigate(): void;
}) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="hover" style={{ flex: 1 }}>
      <Stack gap={4} p="xs">
        {entries.map((entry) => (
          <Entry
            key={entry.path}
            entry={entry}
            collapsed={collapsed}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
