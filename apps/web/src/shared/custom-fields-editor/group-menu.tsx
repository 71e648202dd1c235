import type { CustomFieldGroup } from '@fieldbook/domain';
import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';

/** A button opening the list of groups a field can go to; with one group it acts at once. */
export function GroupMenu({
  groups,
  label,
  itemLabel,
  icon,
  onChoose,
  testId,
}: {
  groups: readonly CustomFieldGroup[];
  label: string;
  itemLabel: (group: CustomFieldGroup) => string;
  icon: ReactNode;
  onChoose: (groupKey: string) => void;
  testId: string;
}) {
  const [only] = groups;
  if (groups.length === 1 && only) {
    return (
      <ActionIcon variant="subtle" aria-label={label} onClick={() => onChoose(only.key)} data-testid={testId}>
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} data-testid={testId} disabled={groups.length === 0}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map((group) => (
          <Menu.Item
            key={group.key}
            onClick={() => onChoose(group.key)}
            data-testid={`${testId}-${group.key}`}
          >
            {itemLabel(group)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
