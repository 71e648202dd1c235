import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-types';

/** The last column of a list with row menus: always shown, narrow, headed by `headerKey`. */
export function actionsColumn<Row>(headerKey: string, cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { id: 'actions', headerKey, hideable: false, width: 48, cell };
}
