import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { templateDocumentSchema, type OpResult, type TemplateDocument } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseSetModal } from './response-set-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 'q', type: 'yesno', depth: 1, parent_id: 'p', title: 'All fine?' },
  ],
});

function mount() {
  let current: TemplateDocument = doc;
  const apply = vi.fn((op: (d: TemplateDocument) => OpResult) => {
    const result = op(current);
    if (result.ok) current = result.doc;
    return result;
  });
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ResponseSetModal doc={doc} itemId="q" onClose={onClose} apply={apply} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { apply, onClose, result: () => current };
}

describe('the response-set modal', { timeout: 30_000 }, () => {
  it('saves a preset as the question own options, as one edit', () => {
    const { apply, onClose, result } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'responses.preset.yesNo' }));
    fireEvent.click(screen.getByTestId('response-set-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    const saved = result();
    const set = saved.response_sets[0]!;
    expect(set.options.map((o) => o.label)).toEqual([
      'responses.labels.yes',
      'responses.labels.no',
      'responses.labels.na',
    ]);
    expect(saved.items[1]?.options.response_set_id).toBe(set.uuid);
  });

  it('toggles the failed flag of an option', () => {
    const { result } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'responses.preset.yesNo' }));
    const flags = screen.getAllByRole('button', { name: 'responses.failed' });
    expect(flags.map((flag) => flag.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(flags[1]!);
    fireEvent.click(flags[2]!);
    fireEvent.click(screen.getByTestId('response-set-save'));
    expect(result().response_sets[0]?.options.map((o) => o.failed)).toEqual([undefined, undefined, true]);
  });

  it('refuses blank labels and fewer than two options without changing anything', () => {
    const { apply } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'responses.add' }));
    fireEvent.click(screen.getByTestId('response-set-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText('responses.required')).toBeTruthy();
    expect(screen.getByText('responses.atLeastTwo')).toBeTruthy();
  });

  it('uses a global response set by copying it into the template', async () => {
    const set = {
      id: '0b4c2f55-9a43-4f1e-8d0a-5d2c4f1e8d0a',
      uuid: '0b4c2f55-9a43-4f1e-8d0a-5d2c4f1e8d0a',
      title: 'Traffic light',
      options: [
        { uuid: 'g', label: 'Green' },
        { uuid: 'r', label: 'Red' },
      ],
      translations: {},
      options_count: 2,
      created_at: '2026-11-22T10:00:00Z',
      updated_at: '2026-11-22T10:00:00Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ list: [set] }), { status: 200 }))),
    );
    const { result } = mount();
    fireEvent.click(screen.getByRole('tab', { name: 'responses.global' }));
    const select = screen.getByRole('combobox', { name: 'responses.globalSet' });
    await waitFor(() => expect(select.getAttribute('placeholder')).toBe('responses.pickGlobal'));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Traffic light' }));
    fireEvent.click(screen.getByTestId('response-set-save'));
    expect(result().global_responses).toEqual([{ uuid: set.uuid, options: set.options }]);
    expect(result().items[1]?.options.response_set_id).toBe(set.uuid);
  });
});
