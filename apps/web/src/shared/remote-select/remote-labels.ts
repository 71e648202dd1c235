import { useSyncExternalStore } from 'react';

/**
 * Labels of remote options seen in this tab, by endpoint and id, so filter tags can name a chosen
 * role or group instead of showing its id. Filled by every remote select as options load.
 */
const labels = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (url: string, id: string): string => `${url}\u0000${id}`;

/** Records labels loaded from an endpoint; listeners re-render only when something new arrived. */
export function rememberRemoteLabels(url: string, entries: Iterable<readonly [string, string]>): void {
  let changed = false;
  for (const [id, label] of entries) {
    if (labels.get(keyOf(url, id)) !== label) {
      labels.set(keyOf(url, id), label);
      changed = true;
    }
  }
  if (!changed) return;
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The remembered label of an id from an endpoint, if any. */
export function remoteLabel(url: string, id: string): string | undefined {
  return labels.get(keyOf(url, id));
}

/** Re-renders the caller whenever new labels arrive; returns the lookup. */
export function useRemoteLabels(): (url: string, id: string) => string | undefined {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return remoteLabel;
}
