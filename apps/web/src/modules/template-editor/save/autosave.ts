import type { TemplateDocument } from '@fieldbook/domain/templates';

/** Spec §9: a queued save is retried after this many milliseconds. */
export const SAVE_RETRY_MS = 1000;

/** Where the draft stands, for the header's save indicator and the publish button. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

/** What the autosaver needs from its surroundings; injected so it runs under fake timers in tests. */
export interface AutosaveDeps {
  /** Sends the draft based on `revision`; resolves with the revision the server answers. */
  save(doc: TemplateDocument, revision: number): Promise<number>;
  /** The server message when the failure is CKL_REVISION_NOT_MATCH, otherwise null. */
  conflictMessage(error: unknown): string | null;
  onStatus(status: SaveStatus): void;
  onConflict(message: string): void;
  onError(error: unknown): void;
}

/** The autosaver of one opened template. */
export interface Autosave {
  /** Hands over the newest document; saved now, or queued while a save is in flight. */
  push(doc: TemplateDocument): void;
  revision(): number;
  status(): SaveStatus;
  /** Whether every pushed document is stored on the server. */
  isClean(): boolean;
  /** Tries again after the error modal. */
  retry(): void;
  /** Keeps the local draft after a conflict: saves it on top of the server's current revision. */
  overwrite(serverRevision: number): void;
  /** Starts over from server data (after a reload). */
  reset(doc: TemplateDocument, revision: number): void;
  dispose(): void;
}

/**
 * Autosave with the revision counter (spec §4): one save in flight; a newer edit waits and is
 * retried after 1,000 ms; a revision conflict or any other failure stops saving until the person
 * decides, and the unsaved document stays in the editor, so nothing typed is lost.
 */
export function createAutosave(
  initial: TemplateDocument,
  initialRevision: number,
  deps: AutosaveDeps,
): Autosave {
  let saved = initial;
  let latest = initial;
  let revision = initialRevision;
  let inFlight = false;
  let blocked: 'conflict' | 'error' | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let status: SaveStatus = 'saved';
  let disposed = false;

  function setStatus(next: SaveStatus): void {
    if (next === status) return;
    status = next;
    deps.onStatus(next);
  }

  function queue(): void {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      if (inFlight) queue();
      else send();
    }, SAVE_RETRY_MS);
  }

  function send(): void {
    if (disposed || blocked) return;
    if (latest === saved) {
      setStatus('saved');
      return;
    }
    const doc = latest;
    inFlight = true;
    setStatus('saving');
    deps.save(doc, revision).then(
      (next) => {
        inFlight = false;
        if (disposed) return;
        revision = next;
        saved = doc;
        if (latest === saved) setStatus('saved');
        else {
          setStatus('pending');
          queue();
        }
      },
      (error: unknown) => {
        inFlight = false;
        if (disposed) return;
        const message = deps.conflictMessage(error);
        blocked = message !== null ? 'conflict' : 'error';
        setStatus(blocked);
        if (message !== null) deps.onConflict(message);
        else deps.onError(error);
      },
    );
  }

  return {
    push(doc) {
      latest = doc;
      if (blocked) return;
      if (inFlight) {
        setStatus('pending');
        queue();
      } else if (timer === null) {
        // Serialising a large draft happens after the frame that shows the edit, never inside it; the badge
        // turns to "saving" then, so it is not redrawn for the edit itself.
        timer = setTimeout(() => {
          timer = null;
          send();
        }, 0);
      }
    },
    revision: () => revision,
    status: () => status,
    isClean: () => latest === saved && !inFlight,
    retry() {
      blocked = null;
      send();
    },
    overwrite(serverRevision) {
      revision = serverRevision;
      blocked = null;
      send();
    },
    reset(doc, nextRevision) {
      saved = doc;
      latest = doc;
      revision = nextRevision;
      blocked = null;
      setStatus('saved');
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
