import { FIELD_NAME_PATTERN, toFieldKey } from './filter';

/** Sort direction on the wire. */
export type SortDirection = 'asc' | 'desc';

/** One sort key (a public field name in `->` form) and its direction. */
export interface SortSpec {
  key: string;
  direction: SortDirection;
}

/** Builds a sort from a table column id, turning `.` into `->` as spec §7 asks. */
export function sortFor(columnId: string, direction: SortDirection): SortSpec {
  return { key: toFieldKey(columnId), direction };
}

/** Writes a sort as the `sort` parameter: `key:asc` or `key:desc`. */
export function formatSort(sort: SortSpec): string {
  return `${sort.key}:${sort.direction}`;
}

/** Reads the `sort` parameter; a bare key means ascending. Null when malformed. */
export function parseSort(value: string): SortSpec | null {
  const [rawKey = '', direction = 'asc', ...rest] = value.split(':');
  const key = toFieldKey(rawKey);
  if (rest.length > 0 || !FIELD_NAME_PATTERN.test(key)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  return { key, direction };
}
