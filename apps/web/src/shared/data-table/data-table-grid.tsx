import { Box, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Table as TanTable } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Height at which the table body scrolls under its fixed header (spec §9). */
export const TABLE_MAX_HEIGHT = 500;

/**
 * The table itself: sticky sortable header, rows marked with their id, the last clicked row
 * highlighted and scrolled to, and the empty state in place of rows.
 */
export function DataTableGrid<Row>({
  table,
  lastRowId,
  scrollKey,
  empty,
  onRowClick,
}: {
  table: TanTable<Row>;
  lastRowId: string | null;
  /** Changes when new rows arrive, so the last clicked row is scrolled to once per load. */
  scrollKey: number;
  empty: ReactNode | null;
  onRowClick: (row: Row, id: string) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!lastRowId || !scroller.current) return;
    const row = scroller.current.querySelector(`[data-row-id="${CSS.escape(lastRowId)}"]`);
    if (row instanceof HTMLElement) row.scrollIntoView?.({ block: 'nearest' });
  }, [lastRowId, scrollKey]);

  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <Box ref={scroller} mah={TABLE_MAX_HEIGHT} style={{ overflow: 'auto' }} data-testid="table-scroll">
      <Table stickyHeader highlightOnHover striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    w={header.column.columnDef.meta?.width}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fz="sm" fw={700}>
                        <Group gap={4} wrap="nowrap">
                          {label}
                          {sorted === 'asc' ? (
                            <IconArrowUp size={14} />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={14} />
                          ) : (
                            <IconArrowsSort size={14} opacity={0.4} />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-row-id={row.id}
                data-last-clicked={row.id === lastRowId || undefined}
                bg={row.id === lastRowId ? 'var(--mantine-primary-color-light)' : undefined}
                onClick={() => onRowClick(row.original, row.id)}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {columnCount === 0 && <Text size="sm">{t('common:gen.datatable.noColumns')}</Text>}
    </Box>
  );
}

/** The checkbox of the selection column's header: ticks or unticks the whole page. */
export function PageCheckbox<Row>({ table }: { table: TanTable<Row> }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="xs"
      aria-label={t('common:gen.datatable.selectPage')}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
