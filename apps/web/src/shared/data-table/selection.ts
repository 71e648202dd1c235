import type { ListFilter } from '@fieldbook/domain';

/**
 * What a bulk action acts on: the rows ticked on this page, or every row the current filter
 * matches ("select all by filter", spec §4), which the server resolves itself.
 */
export type TableSelection<Row> =
  { mode: 'rows'; rows: Row[] } | { mode: 'filter'; filter: ListFilter; total: number };

/** Whether to offer "select all by filter": the whole page is ticked and more rows exist. */
export function offersSelectAllByFilter(
  enabled: boolean,
  selectedOnPage: number,
  rowsOnPage: number,
  total: number,
): boolean {
  return enabled && rowsOnPage > 0 && selectedOnPage === rowsOnPage && total > rowsOnPage;
}

/** How many rows a selection covers, for the bulk action bar's count. */
export function selectionCount<Row>(selection: TableSelection<Row> | null): number {
  if (!selection) return 0;
  return selection.mode === 'rows' ? selection.rows.length : selection.total;
}
