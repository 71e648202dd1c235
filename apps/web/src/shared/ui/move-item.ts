/** Moves the entry at `from` one place up (-1) or down (+1) in a copy; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
