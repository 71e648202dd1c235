import { sortFor, fromFieldKey, type ListFilter } from '@fieldbook/domain';
import { ActionIcon, Alert, Box, Checkbox, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, type FilterMode } from '../filters/filter-panel';
import { removeFilter } from '../filters/filter-state';
import { FilterTagList } from '../filters/filter-tag-list';
import { SavedQueryTabStrip } from '../saved-queries/saved-query-tab-strip';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnChooser } from './column-chooser';
import { DataTableGrid, PageCheckbox } from './data-table-grid';
import { DataTablePager } from './data-table-pager';
import { DataTableToolbar } from './data-table-toolbar';
import { ExportMenu } from './export-menu';
import type { DataTableProps } from './data-table-types';
import { offersSelectAllByFilter, selectionCount, type TableSelection } from './selection';
import { isString, isStringList, readTableMemory, writeTableMemory } from './table-storage';
import {
  allExpandable,
  asTreeRows,
  initiallyExpanded,
  isExpanded,
  toggleExpanded,
  visibleTreeRows,
} from './tree-rows';
import { listCallParams, useListData } from './use-list-data';
import { useTableUrlQuery } from './use-table-url-query';

const NO_FILTER: ListFilter = {};
const isMode = (value: unknown): value is FilterMode => value === 'card' || value === 'dropdown';
const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The one list component of the product (spec §2/§4 shared data table): query in the URL, filter
 * panel in card or dropdown mode, saved-query tabs, refresh, column chooser, pager, bulk actions,
 * optional tree view. Loading disables it; any change of query or rows clears the selection.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { tableId, endpoint, rowSchema, columns, getRowId, filters = [], forcedFilter = NO_FILTER } = props;
  const { t } = useTranslation();
  const url = useTableUrlQuery(tableId);
  const { query } = url;
  const params = listCallParams(query, forcedFilter, props.params, props.savedQueries !== false);
  const list = useListData(endpoint, rowSchema, params);
  const busy = list.isFetching;

  // Filters start closed behind their button (a new list has nothing to filter); the choice is remembered per table.
  const [mode, setMode] = useState<FilterMode>(
    () => readTableMemory(tableId, 'mode', isMode) ?? props.defaultFilterMode ?? 'dropdown',
  );
  const [hidden, setHidden] = useState<string[]>(
    () =>
      readTableMemory(tableId, 'columns', isStringList) ??
      columns.filter((c) => c.defaultHidden).map((c) => c.id),
  );
  const [lastRowId, setLastRowId] = useState(() => readTableMemory(tableId, 'lastRow', isString));
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [allByFilter, setAllByFilter] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  // Any change of query or rows clears the selection and restarts the tree from the server's state.
  const rows = list.data?.list;
  const [seen, setSeen] = useState({ encoded: url.encoded, rows });
  if (seen.encoded !== url.encoded || seen.rows !== rows) {
    setSeen({ encoded: url.encoded, rows });
    setRowSelection({});
    setAllByFilter(false);
    if (seen.rows !== rows) setExpanded(initiallyExpanded(asTreeRows(rows ?? []) ?? []));
  }

  const treeRows = useMemo(() => (props.tree ? asTreeRows(rows ?? []) : null), [props.tree, rows]);
  const data = useMemo(
    () => (treeRows ? visibleTreeRows(treeRows, expanded) : (rows ?? [])),
    [treeRows, expanded, rows],
  );

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((column, index) => ({
      id: column.id,
      header: () => t(column.headerKey),
      enableSorting: column.sortable === true,
      // Sorting is server-side; TanStack only needs an accessor to call a column sortable.
      accessorFn: () => null,
      sortDescFirst: false,
      enableHiding: column.hideable !== false,
      meta: { width: column.width },
      cell: ({ row }) => {
        const content = column.cell(row.original);
        // Drawn rows are tree rows themselves, so nested rows get their toggle and indent too.
        const node = index === 0 && treeRows ? asTreeRows([row.original])?.[0] : undefined;
        if (!node) return content;
        const open = isExpanded(expanded, node.id);
        return (
          <Group gap={4} wrap="nowrap" pl={node.depth * 20}>
            {node.children.length > 0 ? (
              <ActionIcon
                variant="subtle"
                size="xs"
                aria-expanded={open}
                aria-label={t(open ? 'common:gen.datatable.collapse' : 'common:gen.datatable.expand')}
                onClick={(event) => {
                  event.stopPropagation();
                  setExpanded(toggleExpanded(expanded, node.id));
                }}
              >
                {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            ) : (
              <Box w={22} />
            )}
            {content}
          </Group>
        );
      },
    }));
    if (!props.selectable) return defs;
    const select: ColumnDef<Row> = {
      id: '__select',
      enableSorting: false,
      enableHiding: false,
      meta: { width: 36 },
      header: ({ table }) => <PageCheckbox table={table} />,
      cell: ({ row }) => (
        <Checkbox
          size="xs"
          aria-label={t('common:gen.datatable.selectRow')}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    };
    return [select, ...defs];
  }, [columns, props.selectable, t, treeRows, expanded]);

  const sorting: SortingState = query.sort
    ? [{ id: fromFieldKey(query.sort.key), desc: query.sort.direction === 'desc' }]
    : [];
  const table = useReactTable({
    data,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableRowSelection: props.selectable === true,
    state: { sorting, rowSelection, columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])) },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      url.setQuery({ ...query, page: 1, sort: next ? sortFor(next.id, next.desc ? 'desc' : 'asc') : null });
    },
    onRowSelectionChange: (updater) => {
      setAllByFilter(false);
      setRowSelection(apply(updater, rowSelection));
    },
  });

  const pagination = list.data?.pagination;
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const selection: TableSelection<Row> | null = allByFilter
    ? { mode: 'filter', filter: { ...query.filter, ...forcedFilter }, total: pagination?.total ?? 0 }
    : selectedRows.length > 0
      ? { mode: 'rows', rows: selectedRows }
      : null;
  const clearSelection = () => {
    setRowSelection({});
    setAllByFilter(false);
  };
  const chooseMode = (next: FilterMode) => {
    setMode(next);
    writeTableMemory(tableId, 'mode', next);
  };
  const chooseColumns = (next: string[]) => {
    setHidden(next);
    writeTableMemory(tableId, 'columns', next);
  };
  const setFilter = (filter: ListFilter) => url.setQuery({ ...query, page: 1, filter });
  const hasFilter = Object.keys(query.filter).length > 0;
  const empty =
    list.isSuccess && data.length === 0 ? (
      !hasFilter && props.emptyState ? (
        <Stack align="center" gap="xs" py="lg" data-testid="table-empty">
          <Text c="dimmed">{t(props.emptyState.textKey)}</Text>
          {props.emptyState.action}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="lg" data-testid="table-empty">
          {t('common:gen.datatable.nodDataFound')}
        </Text>
      )
    ) : null;

  const panel = (panelMode: FilterMode) => (
    <FilterPanel
      definitions={filters}
      applied={query.filter}
      mode={panelMode}
      disabled={busy}
      onApply={setFilter}
      onReset={() => setFilter({})}
    />
  );
  const tags = (
    <FilterTagList
      filter={query.filter}
      forced={forcedFilter}
      definitions={filters}
      onRemove={(field) => setFilter(removeFilter(query.filter, field, forcedFilter))}
    />
  );

  return (
    <Stack gap="sm" data-testid={`data-table-${tableId}`} aria-busy={busy}>
      {props.savedQueries !== false && list.data && (
        <SavedQueryTabStrip
          tableName={list.data.table_name}
          savedQueries={list.data.saved_queries}
          activeKey={url.tab}
          current={query}
          disabled={busy}
          onSelect={(key, queryString) => url.setQueryString(queryString, key)}
          onStored={() => void list.refetch()}
        />
      )}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs">
          {filters.length > 0 && mode === 'dropdown' && panel('dropdown')}
          {mode === 'dropdown' && tags}
        </Group>
        <DataTableToolbar
          mode={mode}
          hasFilters={filters.length > 0}
          onMode={chooseMode}
          onRefresh={() => void list.refetch()}
          tree={props.tree === true}
          onExpandAll={() => setExpanded(allExpandable(treeRows ?? []))}
          onCollapseAll={() => setExpanded(new Set())}
          disabled={busy}
          columnChooser={<ColumnChooser columns={columns} hidden={hidden} onChange={chooseColumns} />}
        >
          {props.toolbar}
          {props.exports && props.exports.length > 0 && (
            <ExportMenu choices={props.exports} params={params} />
          )}
        </DataTableToolbar>
      </Group>
      {filters.length > 0 && mode === 'card' && panel('card')}
      {mode === 'card' && tags}
      {selection && (
        <BulkActionBar
          count={selectionCount(selection)}
          allByFilter={allByFilter}
          total={pagination?.total ?? 0}
          offerAllByFilter={offersSelectAllByFilter(
            props.selectAllByFilter === true,
            selectedRows.length,
            data.length,
            pagination?.total ?? 0,
          )}
          onSelectAllByFilter={() => setAllByFilter(true)}
          onClear={clearSelection}
        >
          {props.bulkActions?.(selection, clearSelection)}
        </BulkActionBar>
      )}
      {list.isError && (
        <Alert color="red" data-testid="table-error">
          {list.error.message}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={busy} zIndex={3} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <DataTableGrid
          table={table}
          lastRowId={lastRowId}
          scrollKey={list.dataUpdatedAt}
          empty={empty}
          onRowClick={(row, id) => {
            setLastRowId(id);
            writeTableMemory(tableId, 'lastRow', id);
            props.onRowClick?.(row);
          }}
        />
      </Box>
      {pagination && (
        <DataTablePager
          pagination={pagination}
          disabled={busy}
          onPage={(page) => url.setQuery({ ...query, page })}
          onPageSize={(limit) => url.setQuery({ ...query, limit, page: 1 })}
        />
      )}
    </Stack>
  );
}
