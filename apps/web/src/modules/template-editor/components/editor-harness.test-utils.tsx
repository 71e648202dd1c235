import type { TemplateDocument } from '@fieldbook/domain/templates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { CommandProvider } from '../commands/command-context';
import type { CommandContext } from '../commands/command-types';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';

/**
 * Renders editor parts around a fresh store, as the editor screen wires them. Queries do not fetch: a test
 * that needs server data passes a client seeded with it.
 */
export function renderWithEditor(
  doc: TemplateDocument,
  ui: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } }),
) {
  const store = createEditorStore(doc);
  const ctx: CommandContext = {
    store,
    ui: {
      refused: vi.fn(),
      pasteCleared: vi.fn(),
      openPageReorder: vi.fn(),
      togglePreview: vi.fn(),
      templateId: 'template-1',
      serverRevision: vi.fn(),
    },
  };
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <EditorStoreProvider store={store}>
          <CommandProvider value={ctx}>{ui}</CommandProvider>
        </EditorStoreProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { store, ctx, view };
}
