import { remoteOptionLabel, type RemoteOption } from '@fieldbook/domain/list-query/remote-options.schema';

/** Debounce of a remote select's search (spec §7: 300 ms). */
export const REMOTE_SELECT_DEBOUNCE_MS = 300;

/** A Mantine select option. */
export interface SelectItem {
  value: string;
  label: string;
}

/**
 * The options a remote select shows: the loaded ones, plus chosen values the current search did
 * not return (so a chosen value never loses its label), each value once.
 */
export function mergeSelectItems(
  loaded: readonly RemoteOption[],
  chosen: readonly string[],
  knownLabels: ReadonlyMap<string, string>,
  getLabel: (option: RemoteOption) => string = remoteOptionLabel,
): SelectItem[] {
  const items = new Map<string, string>();
  loaded.forEach((option) => items.set(String(option.id), getLabel(option)));
  chosen.forEach((value) => {
    if (!items.has(value)) items.set(value, knownLabels.get(value) ?? value);
  });
  return [...items].map(([value, label]) => ({ value, label }));
}

/** The query parameters of one remote load (spec §7: q, ids, extra flags). */
export function remoteSelectParams(
  q: string,
  ids: readonly string[],
  extra: Record<string, string | number | boolean> = {},
): Record<string, string | number | boolean | readonly string[]> {
  const params: Record<string, string | number | boolean | readonly string[]> = { ...extra };
  if (q.trim()) params.q = q.trim();
  if (ids.length > 0) params.ids = ids;
  return params;
}
