import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Column width travels from DataTableColumn to the header cell.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    width?: number | string;
  }
}
