/** What the data table remembers per table for the browser tab (spec §9 session-storage keys). */
export type TableMemory = 'mode' | 'columns' | 'lastRow' | 'history';

/** The session-storage key of one remembered thing of one table. */
export function tableStorageKey(tableId: string, what: TableMemory): string {
  return `fieldbook.table.${tableId}.${what}`;
}

/** Reads a remembered value; null when absent, unreadable or storage is refused. */
export function readTableMemory<T>(
  tableId: string,
  what: TableMemory,
  guard: (value: unknown) => value is T,
  storage: Storage | undefined = globalThis.sessionStorage,
): T | null {
  try {
    const text = storage?.getItem(tableStorageKey(tableId, what));
    if (text === null || text === undefined) return null;
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a value; storage refusals (private mode, quota) only cost the memory. */
export function writeTableMemory(
  tableId: string,
  what: TableMemory,
  value: unknown,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(tableStorageKey(tableId, what), JSON.stringify(value));
  } catch {
    // Nothing to do: the table simply starts from its defaults next time.
  }
}

/** Guard for a list of strings (hidden column ids). */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Guard for a string (query string, row id). */
export function isString(value: unknown): value is string {
  return typeof value === 'string';
}
