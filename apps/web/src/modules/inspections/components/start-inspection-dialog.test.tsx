import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInspections, type SeenRequest } from '../inspections-test-harness';
import { StartInspectionDialog } from './start-inspection-dialog';

const STARTED = '00000000-0000-4000-8000-000000000099';
const { startInspection } = vi.hoisted(() => ({
  startInspection: vi.fn((_input: object) => Promise.resolve('00000000-0000-4000-8000-000000000099')),
}));
vi.mock('../api/start-inspection', () => ({ startInspection }));

const TEMPLATE = '00000000-0000-4000-8000-000000000010';
const templates = { data: [{ id: TEMPLATE, title: 'Forklift', version: 2, has_asset_question: true }] };
const answer = (request: SeenRequest) =>
  request.url.startsWith('/inspections/templates') ? templates : { data: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the start inspection dialog', { timeout: 30_000 }, () => {
  it('asks for a template before starting', async () => {
    mountInspections(<StartInspectionDialog onClose={() => undefined} />, {
      codes: [],
      answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(startInspection).not.toHaveBeenCalled();
  });

  it('starts the chosen template and opens the runner with the new id', async () => {
    const { router } = mountInspections(
      <StartInspectionDialog initialTemplateId={TEMPLATE} onClose={() => undefined} />,
      { codes: [], answer },
    );
    expect(
      await screen.findByText('This template asks for an asset: choose it here or in the inspection.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('runner');
    expect(startInspection.mock.calls[0]?.[0]).toEqual({ templateId: TEMPLATE, version: 2, assetId: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inspections/${STARTED}/conduct`));
  });
});
