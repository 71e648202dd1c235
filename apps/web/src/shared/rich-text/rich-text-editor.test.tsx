import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_MAX_LENGTH } from '@fieldbook/domain/templates';
import { createTestI18n } from '../../test/test-i18n';
import en from './locales/en.json';
import { RichTextEditorField } from './rich-text-editor';

afterEach(cleanup);

const i18n = createTestI18n({ 'rich-text': en });

function mount(value: string, onChange = vi.fn()) {
  const view = (html: string) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RichTextEditorField label="Body" value={html} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>
  );
  const rendered = render(view(value));
  const box = screen.getByRole('textbox', { name: 'Body' }) as HTMLElement & { editor: Editor };
  return { onChange, editor: box.editor, rerender: (html: string) => rendered.rerender(view(html)) };
}

/** Font, size and clear formatting sit behind one toolbar control (ADR 173). */
function openTextStyle() {
  fireEvent.click(screen.getByRole('button', { name: 'Font, size and clear formatting' }));
}

describe('the rich-text field', () => {
  it('shows the stored HTML under a localised toolbar holding exactly the spec fonts', () => {
    mount('<p>Wear gloves</p>');
    expect(screen.getByRole('textbox', { name: 'Body' }).textContent).toBe('Wear gloves');
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Bulleted list', 'Numbered list'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Font' })).toBeNull();
    openTextStyle();
    const fonts = screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement;
    expect([...fonts.options].map((o) => o.value)).toEqual([
      '',
      'Arial',
      'Georgia',
      'Impact',
      'Tahoma',
      'Times New Roman',
      'Verdana',
    ]);
    const sizes = screen.getByRole('combobox', { name: 'Font size' }) as HTMLSelectElement;
    expect(sizes.options[1]?.value).toBe('8px');
    expect(sizes.options[sizes.options.length - 1]?.value).toBe('96px');
  });

  it('applies bold, a font and a size from the toolbar to the selection', () => {
    const { editor, onChange } = mount('<p>Wear gloves</p>');
    editor.commands.setTextSelection({ from: 1, to: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Wear</strong> gloves</p>');
    openTextStyle();
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), {
      target: { value: 'Times New Roman' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font size' }), { target: { value: '24px' } });
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toBe(
      '<p><span style="font-family: &quot;Times New Roman&quot;; font-size: 24px;"><strong>Wear</strong></span> gloves</p>',
    );
  });

  it('reads its own HTML back unchanged, with the selects showing the font and size under the cursor', async () => {
    const html =
      '<p><span style="font-family: &quot;Times New Roman&quot;; font-size: 24px;"><strong>Wear</strong></span> gloves</p><ul><li><p>boots</p></li></ul>';
    const { editor } = mount(html);
    expect(editor.getHTML()).toBe(html);
    editor.commands.setTextSelection(2);
    openTextStyle();
    expect(
      screen.getByRole('button', { name: 'Font, size and clear formatting' }).hasAttribute('data-active'),
    ).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement).value).toBe(
        'Times New Roman',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Font size' }) as HTMLSelectElement).value).toBe('24px');
  });

  it('clears formatting and reports an emptied field as an empty text', () => {
    const { editor, onChange } = mount('<p><strong>x</strong></p>');
    editor.commands.selectAll();
    openTextStyle();
    fireEvent.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>x</p>');
    expect(screen.queryByRole('button', { name: 'Clear formatting' })).toBeNull();
    editor.commands.clearContent(true);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps a text over the limit out of the store and says why', async () => {
    const { editor, onChange } = mount('<p>short</p>');
    editor.commands.insertContent('x'.repeat(RICH_TEXT_MAX_LENGTH));
    expect(onChange).not.toHaveBeenCalled();
    expect(await screen.findByText(/The text is too long/)).toBeTruthy();
  });

  it('follows an outside change (undo) without echoing it back', () => {
    const { editor, onChange, rerender } = mount('<p>one</p>');
    rerender('<p>two</p>');
    expect(editor.getHTML()).toBe('<p>two</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns an older plain-text value into paragraphs', () => {
    const { editor } = mount('line one\nline two');
    expect(editor.getHTML()).toBe('<p>line one</p><p>line two</p>');
  });
});
