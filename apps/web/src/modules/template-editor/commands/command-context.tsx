import { ActionIcon, Tooltip } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaggingEditorSelector } from '../store/editor-context';
import type { CommandContext, EditorCommand } from './command-types';
import { formatShortcut } from './shortcut';

const CommandContextContext = createContext<CommandContext | null>(null);

/** Gives toolbars, shortcut bars and the keyboard handler the one command context. */
export function CommandProvider({ value, children }: { value: CommandContext; children: ReactNode }) {
  return <CommandContextContext.Provider value={value}>{children}</CommandContextContext.Provider>;
}

/** The command context of the surrounding editor. */
export function useCommandContext(): CommandContext {
  const ctx = useContext(CommandContextContext);
  if (!ctx) throw new Error('useCommandContext outside CommandProvider');
  return ctx;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A command's label with its shortcut, as tooltips and menus show it (translated once per language, not per redraw). */
export function useCommandLabel(command: EditorCommand): string {
  const { t } = useTranslation('template-editor');
  return useMemo(() => {
    const label = t(command.labelKey);
    return command.shortcut ? `${label} (${formatShortcut(command.shortcut, isMac)})` : label;
  }, [t, command]);
}

/**
 * A command's tooltip waits for the pointer to rest: a click on the button (the usual case) does not
 * mount, position and animate a tooltip in the middle of the command (ADR 152).
 */
const TOOLTIP_DELAY_MS = 400;

/**
 * Activation of a command button. An `onPress` command runs when the primary mouse button goes down and
 * keeps the focus where it was; the click that follows is then skipped. Keyboard (a click of detail 0),
 * touch and pen run it on click, so it stays an ordinary button for them.
 */
export function pressActivation(command: EditorCommand, run: () => void) {
  let pressed = false;
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      pressed = Boolean(command.onPress) && event.pointerType === 'mouse' && event.button === 0;
      if (pressed) run();
    },
    onMouseDown: (event: ReactMouseEvent) => {
      if (pressed) event.preventDefault();
    },
    onClick: (event: ReactMouseEvent) => {
      event.stopPropagation();
      const ranOnPress = pressed && event.detail > 0;
      pressed = false;
      if (!ranOnPress) run();
    },
  };
}

/** One registered command as an icon button; enabled by the command's own availability predicate. */
export function CommandButton({ command, size = 'lg' }: { command: EditorCommand; size?: 'md' | 'lg' }) {
  const ctx = useCommandContext();
  const available = useLaggingEditorSelector(() => command.available(ctx));
  const label = useCommandLabel(command);
  const Icon = command.icon;
  const activation = useMemo(() => pressActivation(command, () => command.run(ctx)), [command, ctx]);
  return (
    <Tooltip label={label} withArrow openDelay={TOOLTIP_DELAY_MS}>
      <ActionIcon
        variant="subtle"
        size={size}
        aria-label={label}
        disabled={!available}
        data-testid={`cmd-${command.id}`}
        {...activation}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
