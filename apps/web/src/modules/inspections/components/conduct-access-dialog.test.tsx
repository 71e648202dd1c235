import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInspections, type SeenRequest } from '../inspections-test-harness';
import { ConductAccessDialog } from './conduct-access-dialog';

const TEMPLATE = '00000000-0000-4000-8000-000000000010';
const GROUP = '00000000-0000-4000-8000-000000000030';
const saved = { everyone: false, user_ids: [], group_ids: [GROUP] };
const answer = (request: SeenRequest) =>
  request.url.startsWith('/checklist/template/')
    ? { data: request.body ?? saved }
    : { data: [{ id: GROUP, name_lang: 'Night shift' }] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the conduct access dialog', { timeout: 30_000 }, () => {
  it('shows the chosen groups and saves "every member" without them', async () => {
    const onClose = vi.fn();
    const { requests } = mountInspections(<ConductAccessDialog templateId={TEMPLATE} onClose={onClose} />, {
      codes: ['CKL_MANAGE_TEMPLATES'],
      answer,
    });
    expect(await screen.findByText('Night shift')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Every member' }));
    expect(screen.queryByText('Night shift')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/checklist/template/${TEMPLATE}/conduct-access`,
      body: { everyone: true, user_ids: [], group_ids: [] },
    });
  });
});
