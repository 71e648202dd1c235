import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { treeRowSchema } from '@fieldbook/domain';
import { z } from 'zod';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';

const rowSchema = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof rowSchema>;
const rows = (count: number, offset = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i + offset}`, name: `Row ${i + offset}` }));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function mount(total: number, props: Partial<DataTableProps<Row>> = {}, initial = '/list') {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://x');
      requests.push(url);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = rows(Math.max(0, Math.min(limit, total - (page - 1) * limit)), (page - 1) * limit);
      const body = {
        list,
        pagination: { total, limit, current_page: page, total_pages: Math.ceil(total / limit) },
        saved_queries: [],
        table_name: 'things',
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <DataTable
            tableId="things"
            endpoint="/things"
            rowSchema={rowSchema}
            getRowId={(row) => row.id}
            columns={[{ id: 'name', headerKey: 'name', sortable: true, cell: (row) => row.name }]}
            filters={[{ field: 'name', labelKey: 'name', type: 'text' }]}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { requests, router };
}

describe('DataTable', () => {
  it('reads the query from the URL and sends limit, page, sort, filter and with_saved_queries', async () => {
    const filter = encodeURIComponent(JSON.stringify({ name: { operator: 'starts-with', value: 'Row' } }));
    const { requests } = mount(120, {}, `/list?limit=50&page=2&sort=name%3Adesc&filter=${filter}`);
    await screen.findByText('Row 50');
    const sent = requests.at(-1)?.searchParams;
    expect(sent?.get('limit')).toBe('50');
    expect(sent?.get('page')).toBe('2');
    expect(sent?.get('sort')).toBe('name:desc');
    expect(JSON.parse(sent?.get('filter') ?? '{}')).toEqual({
      name: { operator: 'starts-with', value: 'Row' },
    });
    expect(sent?.get('with_saved_queries')).toBe('1');
  });

  it('sorting and paging write the URL; any change clears the selection', async () => {
    const { router } = mount(60, { selectable: true, selectAllByFilter: true });
    await screen.findByText('Row 0');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /selectRow/ })[0]!);
    expect(screen.getByTestId('bulk-action-bar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Row 25');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByTestId('bulk-action-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /name/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name%3Aasc'));
  });

  it('offers "select all by filter" once the whole page is ticked and more rows exist', async () => {
    mount(60, { selectable: true, selectAllByFilter: true });
    await screen.findByText('Row 0');
    fireEvent.click(screen.getByRole('checkbox', { name: /selectPage/ }));
    fireEvent.click(screen.getByTestId('select-all-by-filter'));
    expect(screen.getByTestId('bulk-action-bar').textContent).toMatch(/allByFilterSelected/);
  });

  it('shows the custom empty state without a filter and the generic one with a filter', async () => {
    mount(0, { emptyState: { textKey: 'nothing yet', action: <button type="button">create</button> } });
    expect(await screen.findByText('nothing yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'create' })).toBeTruthy();
    cleanup();
    const filter = encodeURIComponent(JSON.stringify({ name: { operator: 'equals', value: 'x' } }));
    mount(0, { emptyState: { textKey: 'nothing yet' } }, `/list?filter=${filter}`);
    expect(await screen.findByText(/datatable\.nodDataFound/)).toBeTruthy();
  });

  it('starts with the filters closed and remembers the filter mode and hidden columns per table in session storage', async () => {
    mount(3, {
      columns: [
        { id: 'name', headerKey: 'name', cell: (row) => row.name },
        { id: 'code', headerKey: 'code', cell: (row) => row.id },
      ],
    });
    await screen.findByText('Row 0');
    expect(screen.queryByTestId('filter-card')).toBeNull();
    expect(screen.getByTestId('filter-dropdown-toggle')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filter-mode-toggle'));
    expect(sessionStorage.getItem('fieldbook.table.things.mode')).toBe('"card"');
    expect(screen.getByTestId('filter-card')).toBeTruthy();
    fireEvent.click(screen.getByTestId('column-chooser'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'code' }));
    expect(sessionStorage.getItem('fieldbook.table.things.columns')).toBe('["code"]');
    expect(screen.queryByText('r1')).toBeNull();
  });

  it('tree mode: children show under expanded parents; expand and collapse one or all', async () => {
    const node = (id: string, children: unknown[] = [], expanded = false) => ({
      id,
      name: `Node ${id}`,
      children,
      depth: id.length - 1,
      expanded,
      hidden: false,
    });
    const tree = [node('a', [node('ab', [node('abc')])], true), { ...node('z'), hidden: true }];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              list: tree,
              pagination: { total: 1, limit: 25, current_page: 1, total_pages: 1 },
              saved_queries: [],
              table_name: 'sites',
            }),
          ),
        ),
      ),
    );
    const treeSchema = treeRowSchema(z.object({ name: z.string() }));
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DataTable
            tableId="sites"
            endpoint="/sites"
            rowSchema={treeSchema}
            getRowId={(row) => String(row.id)}
            columns={[{ id: 'name', headerKey: 'name', cell: (row) => row.name }]}
            tree
          />
        ),
      },
    ]);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const shown = () => screen.queryAllByText(/^Node /).map((el) => el.textContent);
    await screen.findByText('Node a');
    expect(shown()).toEqual(['Node a', 'Node ab']);
    fireEvent.click(screen.getByRole('button', { name: /expandAll/ }));
    expect(shown()).toEqual(['Node a', 'Node ab', 'Node abc']);
    fireEvent.click(screen.getAllByRole('button', { name: /datatable\.collapse$/ })[0]!);
    expect(shown()).toEqual(['Node a']);
    fireEvent.click(screen.getByRole('button', { name: /datatable\.expand$/ }));
    expect(shown()).toEqual(['Node a', 'Node ab', 'Node abc']);
    fireEvent.click(screen.getByRole('button', { name: /collapseAll/ }));
    expect(shown()).toEqual(['Node a']);
  });
});
