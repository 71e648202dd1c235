import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { EntityModalProps } from './entity-modal-props';

/** Mounts an entity modal on a document the way the editor does; `result()` is the document after its edits. */
export function mountEntityModal(
  Modal: ComponentType<EntityModalProps>,
  doc: TemplateDocument,
  itemId: string,
) {
  let current = doc;
  const apply = vi.fn((op: (d: TemplateDocument) => OpResult) => {
    const result = op(current);
    if (result.ok) current = result.doc;
    return result;
  });
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Modal doc={doc} itemId={itemId} onClose={onClose} apply={apply} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { apply, onClose, result: () => current };
}
