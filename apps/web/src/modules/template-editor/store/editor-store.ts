import type { Clipboard, Id, Item, OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import { closeGesture, EMPTY_HISTORY, recordChange, redoStep, undoStep } from './history';
import type { History } from './history';

/** Everything the editor screen shows that is not server data: selection, history, clipboard, modes. */
export interface EditorState {
  doc: TemplateDocument;
  /** Selected item ids; the inspector shows `focusId`, the last one chosen. */
  selection: ReadonlySet<Id>;
  focusId: Id | null;
  multiSelect: boolean;
  clipboard: Clipboard | null;
  history: History;
}

/** How a change is recorded: `mark` coalesces a gesture, `record: false` keeps it out of history. */
export interface ChangeOptions {
  mark?: string;
  record?: boolean;
}

/** The editor's external store: React components read it through selectors (useSyncExternalStore). */
export interface EditorStore {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  /** Runs a domain operation on the current document; applies it when it succeeds, returns its result. */
  apply(op: (doc: TemplateDocument) => OpResult, options?: ChangeOptions): OpResult;
  /** Applies a view-only document change (collapse): saved, but never an undo step. */
  setView(doc: TemplateDocument): void;
  /** Ends the open gesture (a title field lost focus, a drag ended). */
  endGesture(): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  select(id: Id | null, mode?: 'replace' | 'toggle'): void;
  setMultiSelect(on: boolean): void;
  setClipboard(clipboard: Clipboard | null): void;
  /** Server data replaces everything and clears history (spec §4 "Editor state"). */
  load(doc: TemplateDocument): void;
}

// Positions of the ids in the items array last indexed. A lookup checks the remembered position
// first, so documents that keep every item in place (a title edit, undo of one) need no new index;
// only a lookup that misses (after a move, add or delete) re-indexes, once per items array.
let positions = new Map<Id, number>();
let positionsOf: readonly Item[] | null = null;

/** Item by id in O(1) at 2,000 items, without re-indexing after in-place edits. */
export function itemById(doc: TemplateDocument, id: Id): Item | undefined {
  const items = doc.items;
  const at = positions.get(id);
  const hit = at === undefined ? undefined : items[at];
  if (hit?.id === id) return hit;
  if (positionsOf === items) return undefined;
  positions = new Map(items.map((item, index) => [item.id, index]));
  positionsOf = items;
  const again = positions.get(id);
  return again === undefined ? undefined : items[again];
}

function keepExisting(doc: TemplateDocument, selection: ReadonlySet<Id>): ReadonlySet<Id> {
  const kept = [...selection].filter((id) => itemById(doc, id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** Creates the store for one opened template. */
export function createEditorStore(initial: TemplateDocument): EditorStore {
  let state: EditorState = {
    doc: initial,
    selection: new Set(),
    focusId: null,
    multiSelect: false,
    clipboard: null,
    history: EMPTY_HISTORY,
  };
  const listeners = new Set<() => void>();

  function set(next: Partial<EditorState>): void {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function showDoc(doc: TemplateDocument, history: History): void {
    const selection = keepExisting(doc, state.selection);
    const focusId = state.focusId && itemById(doc, state.focusId) ? state.focusId : null;
    set({ doc, history, selection, focusId });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(op, options = {}) {
      const before = state.doc;
      const result = op(before);
      if (!result.ok || result.doc === before) return result;
      const history =
        options.record === false ? state.history : recordChange(state.history, before, options.mark ?? null);
      showDoc(result.doc, history);
      return result;
    },
    setView(doc) {
      if (doc !== state.doc) showDoc(doc, state.history);
    },
    endGesture() {
      const history = closeGesture(state.history);
      if (history !== state.history) state = { ...state, history };
    },
    undo() {
      const move = undoStep(state.history, state.doc);
      if (move) showDoc(move.doc, move.history);
      return move !== null;
    },
    redo() {
      const move = redoStep(state.history, state.doc);
      if (move) showDoc(move.doc, move.history);
      return move !== null;
    },
    canUndo: () => state.history.past.length > 0,
    canRedo: () => state.history.future.length > 0,
    select(id, mode = 'replace') {
      if (id === null) {
        set({ selection: new Set(), focusId: null });
        return;
      }
      if (mode === 'toggle' || state.multiSelect) {
        const selection = new Set(state.selection);
        if (selection.has(id)) selection.delete(id);
        else selection.add(id);
        set({ selection, focusId: selection.has(id) ? id : ([...selection].pop() ?? null) });
        return;
      }
      if (state.focusId === id && state.selection.size === 1) return;
      set({ selection: new Set([id]), focusId: id });
    },
    setMultiSelect(on) {
      if (on === state.multiSelect) return;
      set({
        multiSelect: on,
        selection: on ? state.selection : new Set(state.focusId ? [state.focusId] : []),
      });
    },
    setClipboard(clipboard) {
      set({ clipboard });
    },
    load(doc) {
      set({ doc, history: EMPTY_HISTORY, selection: new Set(), focusId: null });
    },
  };
}
