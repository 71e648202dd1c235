import type { Inspection } from '@fieldbook/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountInspections, type SeenRequest } from '../inspections-test-harness';
import { InspectionTable } from './inspection-table';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, over: Partial<Inspection> = {}): Inspection => ({
  id: id(n),
  title: `Forklift check ${n}`,
  document_number: `INS-${n}`,
  status: 'in_progress',
  archived: false,
  template: { id: id(100), title: 'Forklift', version: 2 },
  asset: { id: id(200), asset_id: 'FL-1', display_name: 'Forklift one' },
  site: null,
  assignment_id: null,
  conducted_by: { id: id(300), name: 'Ida Inspector' },
  collaborators: [],
  collaborative: false,
  timezone: 'Europe/Berlin',
  location: null,
  started_at: '2026-11-20T08:00:00.000Z',
  completed_at: null,
  updated_at: '2026-11-20T08:10:00.000Z',
  score: 7,
  max_score: 8,
  percent: 87.5,
  failed_count: 1,
  issues_count: 2,
  seq: 3,
  ...over,
});
const ROWS = [
  row(1),
  row(2, { status: 'completed', completed_at: '2026-11-20T09:00:00.000Z', percent: null }),
];

const answer = (request: SeenRequest) =>
  request.method === 'POST'
    ? { message: 'Done', data: { count: 1 } }
    : {
        list: ROWS,
        pagination: { total: ROWS.length, limit: 25, current_page: 1, total_pages: 1 },
        saved_queries: [],
        table_name: 'inspections',
      };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MANAGER = ['INS_VIEW_INSPECTION_LIST', 'INS_MANAGE_INSPECTIONS'] as const;

describe('the inspection table', { timeout: 30_000 }, () => {
  it('shows localised statuses, percent and counts, and links titles to the runner', async () => {
    mountInspections(<InspectionTable scope="active" />, { codes: [...MANAGER], answer });
    const title = await screen.findByRole('link', { name: 'Forklift check 1' });
    expect(title.getAttribute('href')).toBe(`/inspections/${id(1)}/conduct`);
    expect(screen.getByTestId('status-in_progress').textContent).toBe('In progress');
    expect(screen.getByTestId('status-completed').textContent).toBe('Completed');
    expect(screen.getByText('87.5 %')).toBeTruthy();
    expect(screen.getAllByText('FL-1 · Forklift one')).toHaveLength(2);
    expect(screen.getByTestId('start-inspection')).toBeTruthy();
  });

  it('opens an active inspection in the runner on a row click', async () => {
    const { router } = mountInspections(<InspectionTable scope="active" />, { codes: [...MANAGER], answer });
    fireEvent.click(await screen.findByText('INS-2'));
    await screen.findByText('runner');
    expect(router.state.location.pathname).toBe(`/inspections/${id(2)}/conduct`);
  });

  it('deletes the ticked rows only after the confirmation', async () => {
    const { requests } = mountInspections(<InspectionTable scope="active" />, {
      codes: [...MANAGER],
      answer,
    });
    await screen.findByText('Forklift check 1');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    fireEvent.click(screen.getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 inspection will be deleted for good/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        url: '/inspections/bulk/delete',
        body: { ids: [id(1)] },
      }),
    );
  });

  it('asks the archive endpoint and offers restore, without the bulk bar for viewers', async () => {
    const { requests } = mountInspections(<InspectionTable scope="archived" />, {
      codes: ['INS_VIEW_ARCHIVED_INSPECTIONS'],
      answer,
    });
    await screen.findByText('Forklift check 1');
    expect(requests[0]?.url).toMatch(/^\/inspections\/archive\?/);
    expect(screen.queryByTestId('start-inspection')).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    expect(screen.queryByTestId('bulk-restore')).toBeNull();
  });

  it('exports the list or the ticked rows, inspections or answers, as CSV or Excel', async () => {
    mountInspections(<InspectionTable scope="archived" />, {
      codes: ['INS_VIEW_ARCHIVED_INSPECTIONS'],
      answer,
    });
    await screen.findByText('Forklift check 1');
    expect(screen.getByTestId('table-export').textContent).toBe('Export');
    fireEvent.click(screen.getByTestId('table-export'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Inspections (CSV)',
      'Inspections (Excel)',
      'Answers (CSV)',
      'Answers (Excel)',
    ]);
    expect(items[3]?.getAttribute('href')).toBe('/api/inspections/archive/export?rows=answers&format=xlsx');
    fireEvent.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    fireEvent.click(screen.getByTestId('bulk-export'));
    await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(4));
    const selected = screen.getByRole('menuitem', { name: 'Inspections (CSV)' });
    expect(selected.getAttribute('href')).toBe(
      `/api/inspections/archive/export?ids=${id(2)}&rows=inspections&format=csv`,
    );
  });
});
