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
          { id: expect.any(String), type: 'text', value: '<p><em>Wear</em> gloves</p>' },
          { id: expect.any(String), type: 'link', value: 'https://example.org/guide' },
        ],
      },
    ]);
    const [first, second] = saved.info[0]?.items ?? [];
    expect(first?.id).not.toBe(second?.id);
  });

  it('keeps the ids of the entries it was given, positional ones of an older block included, so their translations stay', () => {
    const stored = templateDocumentSchema.parse({
      ...doc,
      items: doc.items.map((i) => (i.id === 'q' ? { ...i, options: { info_id: 'b' } } : i)),
      info: [
        {
          uuid: 'b',
          items: [
            { type: 'text', value: '<p>Old</p>' },
            { id: 'e2', type: 'text', value: '<p>New</p>' },
          ],
        },
      ],
    });
    const { result } = mountEntityModal(RelatedInfoModal, stored, 'q');
    fireEvent.click(screen.getAllByRole('button', { name: 'info.removeEntry' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'info.add' }));
    fireEvent.change(screen.getAllByLabelText('info.entry')[1]!, { target: { value: '<p>Added</p>' } });
    fireEvent.click(screen.getByTestId('related-info-save'));
    const items = result().info[0]?.items ?? [];
    expect(items.map((e) => e.value)).toEqual(['<p>Old</p>', '<p>Added</p>']);
    expect(items[0]?.id).toBe('entry-0');
    expect(items[1]?.id).not.toMatch(/^entry-|^e2$/);
  });
});
