import { useEffect } from 'react';
import type { CommandContext } from './command-types';
import { commandForKey } from './editor-commands';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Runs registered commands from the keyboard; text fields keep their own keys (typing, native undo). */
export function useCommandKeys(ctx: CommandContext, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (isTextField(event.target) || document.querySelector('[role="dialog"]')) return;
      const command = commandForKey(event, ctx);
      if (!command) return;
      event.preventDefault();
      command.run(ctx);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ctx, enabled]);
}
