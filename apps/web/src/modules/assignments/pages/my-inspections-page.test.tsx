import type { MyInspection } from '@fieldbook/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/test-i18n';
import de from '../locales/de.json';
import { MyInspectionsPage } from './my-inspections-page';

afterEach(cleanup);

const row = (n: number, state: MyInspection['state'], inspection: string | null = null): MyInspection => ({
  occurrence_id: `0c0c0c0c-0000-4000-8000-00000000000${n}`,
  state,
  assignment: { id: '0c0c0c0c-0000-4000-8000-000000000010', name: 'Morning round' },
  template: { id: '0c0c0c0c-0000-4000-8000-000000000011', name: 'Forklift pre-use check' },
  asset: { id: `0c0c0c0c-0000-4000-8000-00000000002${n}`, name: `Forklift ${n}` },
  window_start: '2026-11-28T07:00:00.000Z',
  window_end: '2026-11-28T15:00:00.000Z',
  valid_until: null,
  inspection_id: inspection,
});

function open(rows: MyInspection[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const counts = { to_do: 0, overdue: 0, in_progress: 0, done: 0 };
  for (const r of rows) counts[r.state] += 1;
  client.setQueryData(['my-inspections'], { data: rows, counts });
  const router = createMemoryRouter([{ path: '/assignment/my-inspections', Component: MyInspectionsPage }], {
    initialEntries: ['/assignment/my-inspections'],
  });
  render(
    <MantineProvider>
      <I18nextProvider i18n={createTestI18n({ assignments: de })}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('MyInspectionsPage', () => {
  it('shows the to-do work with a start button and the count of each state; another state on a click', () => {
    open([
      row(1, 'to_do'),
      row(2, 'to_do'),
      row(3, 'overdue'),
      row(4, 'in_progress', '0c0c0c0c-0000-4000-8000-000000000099'),
    ]);
    expect(screen.getByText('Offen (2)')).toBeTruthy();
    expect(screen.getByText('Überfällig (1)')).toBeTruthy();
    expect(screen.getAllByTestId('my-inspection')).toHaveLength(2);
    expect(screen.getByTestId('my-start-0c0c0c0c-0000-4000-8000-000000000001').textContent).toBe('Beginnen');
    fireEvent.click(screen.getByText('In Arbeit (1)'));
    const continued = screen.getByRole('link', { name: 'Fortsetzen' });
    expect(continued.getAttribute('href')).toBe('/inspections/0c0c0c0c-0000-4000-8000-000000000099/conduct');
    fireEvent.click(screen.getByText('Erledigt (0)'));
    expect(screen.getByTestId('my-empty').textContent).toBe('In den letzten 7 Tagen wurde nichts erledigt.');
  });
});
