import { cleanup, fireEvent, screen } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichTextFieldProps } from '../../../shared/rich-text/lazy-rich-text';
import { mountEntityModal } from '../test-harness';
import { infoEntryProblems, RelatedInfoModal } from './related-info-modal';

// The rich-text field has its own tests; here a textarea stands in for it, so the modal's rules are tested alone.
vi.mock('../../../shared/rich-text/lazy-rich-text', () => ({
  RichTextField: ({ label, value, onChange, error }: RichTextFieldProps) => (
    <label>
      {label}
      <textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {error}
    </label>
  ),
}));

afterEach(cleanup);

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 'q', type: 'number', depth: 1, parent_id: 'p' },
  ],
});

describe('related info', { timeout: 30_000 }, () => {
  it('checks entries: blank ones and links that are not web addresses', () => {
    expect(
      infoEntryProblems([
        { type: 'text', value: '<p><strong>Wear</strong> gloves</p>' },
        { type: 'link', value: 'javascript:alert(1)' },
        { type: 'image', value: ' ' },
        { type: 'link', value: 'https://example.org/guide' },
        { type: 'text', value: '<p></p>' },
      ]),
    ).toEqual([null, 'url', 'required', null, 'required']);
  });

  it('refuses a bad link without changing anything, then saves the fixed entries as the item info block', async () => {
    const { apply, result } = mountEntityModal(RelatedInfoModal, doc, 'q');
    fireEvent.click(screen.getByRole('button', { name: 'info.add' }));
    fireEvent.change(screen.getByLabelText('info.entry'), {
      target: { value: '<p><em>Wear</em> gloves</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'info.add' }));
    fireEvent.click(screen.getAllByRole('combobox', { name: 'info.kind' })[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'info.types.link' }));
    fireEvent.change(screen.getAllByLabelText('info.entry')[1]!, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByTestId('related-info-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText('info.url')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('info.entry')[1]!, {
      target: { value: 'https://example.org/guide' },
    });
    fireEvent.click(screen.getByTestId('related-info-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    const saved = result();
    expect(saved.info).toEqual([
      {
        uuid: saved.items[1]?.options.info_id,
        items: [
          { type: 'text', value: '<p><em>Wear</em> gloves</p>' },
          { type: 'link', value: 'https://example.org/guide' },
        ],
      },
    ]);
  });
});
