import type { TranslationEntry } from '@fieldbook/domain/templates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/test-i18n';
import texts from '../locales/en.json';
import { TranslationWorkspace } from './translation-workspace';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// jsdom lays nothing out; the virtualised grid needs a viewport to render its rows.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 2000 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
vi.setConfig({ testTimeout: 20_000 });

const i18n = createTestI18n({ 'template-translations': texts });
const entries: TranslationEntry[] = Array.from({ length: 23 }, (_, i) => ({
  key: `k${i}`,
  kind: i % 2 ? 'option' : 'title',
  source: `Question ${i}`,
  translation: i === 0 ? 'Frage 0' : null,
}));

function mount(serviceAvailable: boolean | null = true, shown: readonly TranslationEntry[] = entries) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as { keys?: string[] }) : null;
      requests.push({ method: init.method ?? 'GET', url, body });
      const changed = body?.keys?.length ?? 1;
      const answer = { message: '', data: { revision: 2, changed, translations: {} } };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  const onChanged = vi.fn(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <TranslationWorkspace
            templateId="t1"
            templateTitle="Forklift"
            lang="de"
            standard="en"
            entries={shown}
            serviceAvailable={serviceAvailable}
            onChanged={onChanged}
          />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { requests, onChanged };
}

const input = (key: string) => screen.getByTestId(`grid-input-${key}`) as HTMLInputElement;
const save = () => screen.getByTestId('save-translations') as HTMLButtonElement;

describe('TranslationWorkspace', () => {
  it('shows every text with its translation; save is enabled only by a real change', () => {
    mount();
    expect(input('k0').value).toBe('Frage 0');
    expect(screen.getByText('23 of 23 texts')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(input('k0'), { target: { value: 'Frage 0' } });
    expect(save().disabled).toBe(true);
    fireEvent.change(input('k1'), { target: { value: 'Antwort 1' } });
    expect(save().disabled).toBe(false);
    expect(save().textContent).toContain('Save changes (1)');
  });

  it('saves the edits with one bulk update and reloads', async () => {
    const { requests, onChanged } = mount();
    fireEvent.change(input('k1'), { target: { value: 'Antwort 1' } });
    fireEvent.change(input('k0'), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'PUT',
        url: '/api/checklist/template/t1/translation/de/bulk-update',
        body: {
          items: [
            { key: 'k0', value: '' },
            { key: 'k1', value: 'Antwort 1' },
          ],
        },
      },
    ]);
  });

  it('copies the source into the selected rows as a bulk edit', () => {
    mount();
    fireEvent.click(screen.getByLabelText('Select “Question 2”'));
    fireEvent.click(screen.getByTestId('copy-source'));
    expect(input('k2').value).toBe('Question 2');
    expect(save().textContent).toContain('(1)');
  });

  it('filters to untranslated texts and by search', () => {
    mount();
    fireEvent.click(screen.getByTestId('grid-only-missing'));
    expect(screen.queryByTestId('grid-row-k0')).toBeNull();
    fireEvent.change(screen.getByTestId('grid-search'), { target: { value: 'question 22' } });
    expect(screen.getByText('1 of 23 texts')).toBeTruthy();
  });

  it('auto-translates the untranslated texts in batches of at most ten', async () => {
    const { requests, onChanged } = mount();
    fireEvent.click(screen.getByTestId('auto-translate'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const calls = requests.filter((r) => r.url.endsWith('/bulk-auto-translate'));
    expect(calls.map((c) => (c.body as { keys: string[] }).keys.length)).toEqual([10, 10, 2]);
    expect((calls[0]!.body as { keys: string[] }).keys[0]).toBe('k1');
  });

  it('renders only the rows in view of a 2,000-text template', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      ...entries[1]!,
      key: `m${i}`,
      source: `Text ${i}`,
    }));
    mount(true, many);
    expect(screen.getByText('2000 of 2000 texts')).toBeTruthy();
    const rendered = screen.getAllByTestId(/^grid-row-/).length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
  });

  it('says so when no translation service is configured', () => {
    mount(false);
    const button = screen.getByTestId('auto-translate') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('no translation service configured');
  });
});

describe('an instruction body in the grid', () => {
  const body: TranslationEntry = {
    key: 'ins:content',
    kind: 'content',
    source: '<p><strong>Wear</strong> gloves</p>',
    translation: null,
  };

  it('shows the source as text and edits the translation in the rich-text field, saved as HTML', async () => {
    const { requests, onChanged } = mount(true, [body]);
    const row = screen.getByTestId('grid-row-ins:content');
    expect(row.textContent).toContain('Wear gloves');
    expect(row.textContent).not.toContain('<strong>');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the translation of “Wear gloves”' }));
    const box = (await screen.findByRole('textbox', { name: 'Translation (German)' })) as HTMLElement & {
      editor: Editor;
    };
    box.editor.commands.insertContent('<p><strong>Handschuhe</strong> tragen</p>');
    fireEvent.click(screen.getByTestId('grid-content-done'));
    await waitFor(() => expect(screen.queryByTestId('grid-content-done')).toBeNull());
    expect(row.textContent).toContain('Handschuhe tragen');
    fireEvent.click(save());
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({
      items: [{ key: 'ins:content', value: '<p><strong>Handschuhe</strong> tragen</p>' }],
    });
  });

  it('edits a related-info text the same way, under its own label', async () => {
    mount(true, [{ key: 'b:e1', kind: 'info', source: '<p>See the <em>manual</em></p>', translation: null }]);
    const row = screen.getByTestId('grid-row-b:e1');
    expect(row.textContent).toContain('Related information');
    expect(row.textContent).toContain('See the manual');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the translation of “See the manual”' }));
    expect(await screen.findByRole('dialog', { name: 'Related information in German' })).toBeTruthy();
  });
});
