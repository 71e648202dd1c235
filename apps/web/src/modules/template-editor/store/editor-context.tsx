import type { Id, Item } from '@fieldbook/domain/templates';
import { createContext, useContext, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { itemById } from './editor-store';
import type { EditorState, EditorStore } from './editor-store';

const EditorStoreContext = createContext<EditorStore | null>(null);

/** Puts one template's store in reach of the canvas, inspector, toolbar and modals. */
export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The store of the surrounding editor. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside EditorStoreProvider');
  return store;
}

/**
 * Subscribes to one slice of the editor state; the component re-renders only when the slice
 * changes by `equal` (identity by default), which keeps a title edit to one row and the inspector.
 */
export function useEditorSelector<T>(
  selector: (state: EditorState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  // Keyed by state and selector: a selector closing over a new prop (another item id) re-reads.
  const cache = useRef<{ state: EditorState; selector: unknown; value: T } | null>(null);
  const read = () => {
    const state = store.getState();
    const previous = cache.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const next = selector(state);
    const value = previous && equal(previous.value, next) ? previous.value : next;
    cache.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Like {@link useEditorSelector}, but hears of changes in the next task: for chrome that follows an edit
 * (toolbar availability) and should redraw after the frame that shows the edit, not inside it (ADR 156).
 */
export function useLaggingEditorSelector<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStore();
  const [subscribe] = useState(() => (listener: () => void) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = null;
        listener();
      }, 0);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  });
  const read = () => selector(store.getState());
  return useSyncExternalStore(subscribe, read, read);
}

/** One item, re-rendering only when that item object changes. */
export function useItem(id: Id | null): Item | undefined {
  return useEditorSelector((state) => (id ? itemById(state.doc, id) : undefined));
}

/** Whether one row is selected, so selecting re-renders only the rows whose answer flips. */
export function useIsSelected(id: Id): boolean {
  return useEditorSelector((state) => state.selection.has(id));
}

/** Compares two id lists by content, for selectors that rebuild lists. */
export function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
