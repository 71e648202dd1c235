import { useSyncExternalStore } from 'react';
import type { SaveStatus } from './autosave';

/** The autosave state as a tiny external store: only the header's badge and publish button follow it. */
export interface SaveStatusStore {
  get(): SaveStatus;
  set(status: SaveStatus): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the save-state store of one opened template, starting "saved". */
export function createSaveStatus(): SaveStatusStore {
  let status: SaveStatus = 'saved';
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      listeners.forEach((listener) => listener());
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
