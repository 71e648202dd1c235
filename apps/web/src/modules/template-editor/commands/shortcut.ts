/** A key chord such as `Mod+Shift+Z`; `Mod` is Ctrl, or Cmd on a Mac. */
export type Shortcut = string;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether a key event is exactly the chord (modifiers must match, letters ignore case). */
export function matchesShortcut(event: KeyLike, shortcut: Shortcut): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const mods = new Set(parts);
  if ((event.ctrlKey || event.metaKey) !== mods.has('Mod')) return false;
  if (event.shiftKey !== mods.has('Shift')) return false;
  if (event.altKey !== mods.has('Alt')) return false;
  return event.key.toLowerCase() === key.toLowerCase();
}

/** The chord as shown to people: `Ctrl+Shift+Z`, or with ⌘ on a Mac. */
export function formatShortcut(shortcut: Shortcut, mac: boolean): string {
  return shortcut
    .split('+')
    .map((part) => (part === 'Mod' ? (mac ? '⌘' : 'Ctrl') : part.replace('Arrow', '')))
    .join('+');
}
