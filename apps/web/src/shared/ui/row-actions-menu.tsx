import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The ⋮ menu every list row and tree node offers: one named button and its items. Clicks on the button and
 * the items stay out of the row (the dropdown sits in a portal, but React still bubbles its events to the row).
 */
export function RowActionsMenu({
  label,
  testId,
  compact = false,
  children,
}: {
  label: string;
  testId?: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size={compact ? 'sm' : undefined}
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
          data-testid={testId}
        >
          <IconDotsVertical size={compact ? 14 : 16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>{children}</Menu.Dropdown>
    </Menu>
  );
}
