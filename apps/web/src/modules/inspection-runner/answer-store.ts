import { useCallback, useSyncExternalStore } from 'react';
import { answerKey } from './completion';
import type { LocalAnswer } from './local/runner-db';

/**
 * The device's answers by item instance. Every read of the device copy makes new objects; the store keeps the old
 * object of an answer whose content did not change, so only the items whose answer changed re-render.
 */
export interface AnswerStore {
  /** All answers; a new map only when one of them changed. */
  map(): ReadonlyMap<string, LocalAnswer>;
  get(key: string): LocalAnswer | undefined;
  subscribe(key: string, listener: () => void): () => void;
  /** Takes a fresh read of the device's answers and tells the listeners of the ones that changed. */
  replace(answers: readonly LocalAnswer[]): void;
}

/** Makes an empty store; the runner keeps one per open inspection. */
export function createAnswerStore(): AnswerStore {
  let current = new Map<string, LocalAnswer>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    map: () => current,
    get: (key) => current.get(key),
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    replace(answers) {
      const next = new Map<string, LocalAnswer>();
      const changed: string[] = [];
      for (const answer of answers) {
        const key = answerKey(answer.item_id, answer.instance);
        const before = current.get(key);
        const same = before !== undefined && JSON.stringify(before) === JSON.stringify(answer);
        next.set(key, same ? before : answer);
        if (!same) changed.push(key);
      }
      for (const key of current.keys()) if (!next.has(key)) changed.push(key);
      if (changed.length === 0) return;
      current = next;
      for (const key of changed) for (const listener of listeners.get(key) ?? []) listener();
    },
  };
}

/** One item instance's answer from the store, re-rendering its caller only when that answer changes. */
export function useStoredAnswer(store: AnswerStore, key: string): LocalAnswer | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}
