import type { ExportChoice } from './export-menu';
import type { ListFilter } from '@fieldbook/domain';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { FilterDefinition } from '../filters/filter-types';
import type { FilterMode } from '../filters/filter-panel';
import type { TableSelection } from './selection';

/** One column of a data table. */
export interface DataTableColumn<Row> {
  /** Field id as the list endpoint knows it; also the sort key (`.` becomes `->` on the wire). */
  id: string;
  /** i18n key of the header. */
  headerKey: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** False keeps the column out of the column chooser (always shown). Defaults to true. */
  hideable?: boolean;
  /** Hidden until the user shows it in the column chooser. */
  defaultHidden?: boolean;
  width?: number | string;
}

/** Text and action shown when the list is empty and no filter is set (spec §8). */
export interface DataTableEmptyState {
  textKey: string;
  action?: ReactNode;
}

/** Props of the shared data table; endpoint and columns come from each list screen. */
export interface DataTableProps<Row> {
  /** Names the table in session storage (mode, columns, last row, history). */
  tableId: string;
  /** List endpoint path under /api, e.g. `/user/list`. */
  endpoint: string;
  /** Domain schema of one row; the answer is validated with `listResponseSchema(rowSchema)`. */
  rowSchema: ZodType<Row>;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  filters?: readonly FilterDefinition[];
  /** Filters the page imposes; always sent, shown as tags that can't be cleared, kept by Reset. */
  forcedFilter?: ListFilter;
  /** Extra query parameters of every list call. */
  params?: Record<string, string>;
  /** Shows the saved-query tab strip (default true). */
  savedQueries?: boolean;
  selectable?: boolean;
  /** Offers "select all by filter" once the whole page is ticked. */
  selectAllByFilter?: boolean;
  /** Buttons of the bulk action bar; `clear` empties the selection after the action. */
  bulkActions?: (selection: TableSelection<Row>, clear: () => void) => ReactNode;
  /** Rows carry id, children, depth, expanded, hidden and are drawn as a tree (spec §4). */
  tree?: boolean;
  emptyState?: DataTableEmptyState;
  /** Extra toolbar content (a create button, an export menu). */
  toolbar?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Downloads taking the list's filter and sort: one is a button, several a menu. */
  exports?: readonly ExportChoice[];
  defaultFilterMode?: FilterMode;
}
