import { Group } from '@mantine/core';
import { memo } from 'react';
import { EDITOR_COMMANDS } from '../commands/editor-commands';
import { CommandButton } from '../commands/command-context';

const ITEM_COMMANDS = EDITOR_COMMANDS.filter((command) => command.scope === 'item');

/**
 * The per-item shortcut bar: every item-scoped command of the registry, on the focused row.
 * Memoised: each button follows its own availability, so typing in the row's title redraws none.
 */
export const ItemShortcutBar = memo(function ItemShortcutBar() {
  return (
    <Group gap={2} wrap="nowrap" data-testid="item-shortcut-bar">
      {ITEM_COMMANDS.map((command) => (
        <CommandButton key={command.id} command={command} size="md" />
      ))}
    </Group>
  );
});
