import type { TemplateDocument } from '@fieldbook/domain/templates';

/** Most undo steps kept; older ones fall off so a long session stays within memory. */
export const HISTORY_LIMIT = 200;

/**
 * Undo and redo stacks of document snapshots. Documents are immutable and share unchanged items,
 * so a snapshot costs one array per step. `mark` names the open gesture: edits carrying the same
 * mark coalesce into the step that opened it (a typed title is one step).
 */
export interface History {
  past: readonly TemplateDocument[];
  future: readonly TemplateDocument[];
  mark: string | null;
}

/** An empty history, as after a load from the server. */
export const EMPTY_HISTORY: History = { past: [], future: [], mark: null };

/** Records that `before` was replaced by a content change; same-mark edits join the open step. */
export function recordChange(history: History, before: TemplateDocument, mark: string | null): History {
  if (mark !== null && mark === history.mark) return { ...history, future: [] };
  const past = [...history.past, before];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { past, future: [], mark };
}

/** Closes the open gesture so the next edit starts a new step. */
export function closeGesture(history: History): History {
  return history.mark === null ? history : { ...history, mark: null };
}

/** A history move's outcome: the document to show and the history after it. */
export interface HistoryMove {
  doc: TemplateDocument;
  history: History;
}

/** Steps back one gesture; null when there is nothing to undo. */
export function undoStep(history: History, present: TemplateDocument): HistoryMove | null {
  const doc = history.past[history.past.length - 1];
  if (!doc) return null;
  return {
    doc,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future], mark: null },
  };
}

/** Steps forward one gesture; null when there is nothing to redo. */
export function redoStep(history: History, present: TemplateDocument): HistoryMove | null {
  const doc = history.future[0];
  if (!doc) return null;
  return {
    doc,
    history: { past: [...history.past, present], future: history.future.slice(1), mark: null },
  };
}
