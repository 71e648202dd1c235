import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userListRowSchema, type UserListRow } from '@fieldbook/domain';
import { DataTable } from '../../../shared/data-table/data-table';
import { UserBulkActions, type BulkStatusRequest } from './user-bulk-actions';

const TOTAL = 60;
const user = (i: number): UserListRow => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  first_name: 'Ann',
  last_name: `No${i}`,
  nick_name: null,
  full_name: `Ann No${i}`,
  email: `ann${i}@example.com`,
  avatar: null,
  status: i % 2 === 0 ? 'active' : 'deactivated',
  roles: [],
  groups: [],
  created_at: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function mount(onAsk: (request: BulkStatusRequest) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      const body = {
        list: Array.from({ length: 25 }, (_, i) => user(i)),
        pagination: { total: TOTAL, limit: 25, current_page: 1, total_pages: 3 },
        saved_queries: [],
        table_name: 'users',
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const filter = encodeURIComponent(JSON.stringify({ email: { operator: 'string-contains', value: 'ann' } }));
  const router = createMemoryRouter(
    [
      {
        path: '/user/list',
        element: (
          <DataTable
            tableId="users"
            endpoint="/user/list"
            rowSchema={userListRowSchema}
            getRowId={(row) => row.id}
            columns={[{ id: 'full_name', headerKey: 'name', cell: (row) => row.full_name }]}
            filters={[{ field: 'email', labelKey: 'email', type: 'text' }]}
            selectable
            selectAllByFilter
            bulkActions={(selection) => <UserBulkActions selection={selection} onAsk={onAsk} />}
          />
        ),
      },
    ],
    { initialEntries: [`/user/list?filter=${filter}`] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Rendering a whole data table is slow on a busy machine.
describe('UserBulkActions in the user list', { timeout: 30_000 }, () => {
  it('acts on every member the filter matches after "select all by filter"', async () => {
    const onAsk = vi.fn();
    mount(onAsk);
    await screen.findByText('Ann No0');
    fireEvent.click(screen.getByRole('checkbox', { name: /selectPage/ }));
    expect(screen.queryByTestId('bulk-deactivate-all')).toBeNull();
    fireEvent.click(screen.getByTestId('select-all-by-filter'));
    fireEvent.click(screen.getByTestId('bulk-deactivate-all'));
    expect(onAsk).toHaveBeenCalledWith({
      verb: 'deactivate',
      body: { filter: { email: { operator: 'string-contains', value: 'ann', not: false } } },
      count: TOTAL,
      byFilter: true,
    });
  });

  it('acts on the ticked rows the change applies to otherwise', async () => {
    const onAsk = vi.fn();
    mount(onAsk);
    await screen.findByText('Ann No0');
    const boxes = screen.getAllByRole('checkbox', { name: /selectRow/ });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByTestId('bulk-activate'));
    expect(onAsk).toHaveBeenCalledWith({
      verb: 'activate',
      body: { ids: [user(1).id] },
      count: 1,
      byFilter: false,
    });
    fireEvent.click(screen.getByTestId('bulk-deactivate'));
    expect(onAsk).toHaveBeenLastCalledWith({
      verb: 'deactivate',
      body: { ids: [user(0).id] },
      count: 1,
      byFilter: false,
    });
  });
});
