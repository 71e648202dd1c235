import { useSyncExternalStore } from 'react';
import type { SaveStatus } from './autosave';

/** The autosave state as a tiny external store: only the header's badge and publish button follow it. */
export interface SaveStatusStore {
  get(): SaveStatus;
  set(status: SaveStatus): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the save-state store of one opened template, starting "saved". Listeners hear of a change in
 * the next task, so the frame that shows an edit is not also redrawing the badge and publish button
 * (they follow a few milliseconds later; ADR 156).
 */
export function createSaveStatus(): SaveStatusStore {
  let status: SaveStatus = 'saved';
  let notifying: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    notifying = null;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      notifying ??= setTimeout(notify, 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current save state, re-rendering the caller when it changes. */
export function useSaveStatus(store: SaveStatusStore): SaveStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
