import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountEntityModal } from '../test-harness';
import { UnitsModal } from './units-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 'n', type: 'number', depth: 1, parent_id: 'p', options: { units: ['kg'] } },
  ],
});
const PALLETS = {
  id: '6a0b7c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
  uuid: '6a0b7c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'pallets',
  unit_type: null,
};

describe('the units modal', { timeout: 30_000 }, () => {
  it('offers the workspace units and saves the chosen ones with the question, copied into the template', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: [PALLETS] }), { status: 200 }))),
    );
    const { result } = mountEntityModal(UnitsModal, doc, 'n');
    const input = screen.getAllByLabelText('units.units').find((el) => el.tagName === 'INPUT')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'pall' } });
    fireEvent.click(await screen.findByRole('option', { name: 'pallets' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByTestId('units-save'));
    expect(result().items[1]?.options.units).toEqual(['kg', 'pallets']);
    expect(result().custom_units).toEqual([{ uuid: PALLETS.uuid, name: 'pallets', unit_type: undefined }]);
  });

  it('creates a workspace unit with the trimmed name and saves it with the question', async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? new Response(JSON.stringify({ message: 'Created', data: PALLETS }), { status: 201 })
          : new Response(JSON.stringify({ data: [] }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = mountEntityModal(UnitsModal, doc, 'n');
    fireEvent.change(screen.getByLabelText('units.name'), { target: { value: ' pallets ' } });
    fireEvent.click(screen.getByRole('button', { name: 'units.create' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[1]?.body).toBe(JSON.stringify({ name: 'pallets' }));
    });
    await waitFor(() => expect(screen.getByLabelText('units.name')).toHaveProperty('value', ''));
    fireEvent.click(screen.getByTestId('units-save'));
    expect(result().items[1]?.options.units).toEqual(['kg', 'pallets']);
    expect(result().custom_units).toEqual([{ uuid: PALLETS.uuid, name: 'pallets', unit_type: undefined }]);
  });

  it('asks for a name before creating a unit', () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    mountEntityModal(UnitsModal, doc, 'n');
    fireEvent.click(screen.getByRole('button', { name: 'units.create' }));
    expect(screen.getByText('units.nameRequired')).toBeTruthy();
  });
});
