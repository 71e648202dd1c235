import type { InspectionChange } from '@fieldbook/domain/inspections';
import { z } from 'zod';
import type { MediaRef } from './runner-db';

const PREFIX = 'fieldbook.runner.journal.';

/** A recorded change between the tap and its IndexedDB commit: what a reload in that moment would otherwise lose. */
export interface JournalEntry {
  inspectionId: string;
  change: InspectionChange;
  media: readonly MediaRef[];
}

/**
 * What an entry must look like to be replayed. Only this runner writes entries, so the check is of shape, not of the
 * server's rules (the server checks the change when it is sent, as it does any other).
 */
const entrySchema = z.object({
  inspectionId: z.string(),
  change: z.looseObject({ kind: z.string(), change_id: z.string(), changed_at: z.string() }),
  media: z.array(z.object({ id: z.string(), name: z.string(), mime: z.string() })),
});

const readsAsEntry = (value: unknown): value is JournalEntry => entrySchema.safeParse(value).success;

/** Where the journal lives: the page's localStorage, or a test's own. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The page's localStorage, or null where the browser refuses it (reading `localStorage` then throws). */
function pageStorage(): JournalStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes a change down synchronously before its IndexedDB transaction starts. A reload or a closed tab aborts an
 * IndexedDB transaction that has not committed yet, and with it the answer just given (ADR 226); localStorage is
 * written at once. A full or blocked storage leaves the change to IndexedDB alone, as before.
 */
export function journalChange(entry: JournalEntry, storage = pageStorage()): void {
  try {
    storage?.setItem(PREFIX + entry.change.change_id, JSON.stringify(entry));
  } catch {
    // No room or no access: the change still goes to IndexedDB.
  }
}

/** Forgets a change once its IndexedDB transaction has committed (or it is known to be there or superseded). */
export function forgetChange(changeId: string, storage = pageStorage()): void {
  try {
    storage?.removeItem(PREFIX + changeId);
  } catch {
    // No access: the entry stays and the next replay finds it already recorded.
  }
}

/** The changes still written down, oldest first; an entry that does not read as one is dropped. */
export function journaledChanges(storage = pageStorage()): JournalEntry[] {
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  const entries: JournalEntry[] = [];
  for (const key of keys) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      parsed = null;
    }
    if (readsAsEntry(parsed)) entries.push(parsed);
    else storage.removeItem(key);
  }
  return entries.sort((a, b) => a.change.changed_at.localeCompare(b.change.changed_at));
}
