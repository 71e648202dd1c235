import type { AssignmentDetail } from '@fieldbook/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/test-i18n';
import { assignmentKey } from '../api/assignments-api';
import en from '../locales/en.json';
import { AssignmentEditPage } from './assignment-edit-page';

afterEach(cleanup);

const ID = '0b0b0b0b-0000-4000-8000-000000000001';
const finished: AssignmentDetail = {
  id: ID,
  title: 'Fire doors Q3',
  status: 'finished',
  type: 'direct',
  template: { id: '0b0b0b0b-0000-4000-8000-000000000002', name: 'Fire door check' },
  assignees: [],
  assigned_by: null,
  assets_count: 1,
  dynamic: false,
  next_due: null,
  created_at: '2026-07-01T08:00:00.000Z',
  updated_at: '2026-09-30T08:00:00.000Z',
  fields: {},
  assignee_mode: 'any',
  managers: [],
  assets: [],
  dynamic_assets: null,
  recurrence: null,
  rrule: null,
  start_at: '2026-07-01T08:00:00.000Z',
  end_at: '2026-09-30T08:00:00.000Z',
  restricted_mode: false,
  collaborative: false,
  auto_finish: true,
  allow_additional_assets: false,
  rule_applies_from: null,
  finished_at: '2026-09-30T08:00:00.000Z',
  progress: { to_do: 0, overdue: 0, in_progress: 0, missed: 0, done: 0 },
};

describe('AssignmentEditPage', () => {
  it('says a finished assignment cannot be edited (spec §8) and shows no form', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(assignmentKey(ID), { data: finished });
    const router = createMemoryRouter([{ path: '/assignment/:id/edit', Component: AssignmentEditPage }], {
      initialEntries: [`/assignment/${ID}/edit`],
    });
    render(
      <MantineProvider>
        <I18nextProvider i18n={createTestI18n({ assignments: en })}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>,
    );
    const notice = await screen.findByTestId('update-not-allowed');
    expect(notice.textContent).toContain('Update Not Allowed');
    expect(notice.textContent).toContain(
      'The assignment has already been marked as finished. No further edits are permitted.',
    );
    expect(screen.queryByTestId('assignment-form')).toBeNull();
  });
});
