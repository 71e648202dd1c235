import { cleanup, fireEvent, screen } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { mountEntityModal } from '../test-harness';
import { GroupOptionsModal } from './group-options-modal';

afterEach(cleanup);

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 's', type: 'section', depth: 1, parent_id: 'p', options: { grouped_item_id: 'g' } },
    { id: 'q', type: 'number', depth: 2, parent_id: 's' },
  ],
  grouped_items: [{ uuid: 'g', type: 'vertical' }],
});

describe('the group-options modal', { timeout: 30_000 }, () => {
  it('replaces a vertical layout by a custom one with columns per screen size, in one edit', () => {
    const { apply, result } = mountEntityModal(GroupOptionsModal, doc, 's');
    fireEvent.click(screen.getByText('grouped.types.custom'));
    fireEvent.change(screen.getByLabelText('grouped.sizes.md'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('group-options-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    const saved = result();
    const layout = saved.grouped_items.find((g) => g.uuid === saved.items[1]?.options.grouped_item_id);
    expect(layout).toMatchObject({ type: 'custom', columns: { xs: 1, sm: 2, md: 2, lg: 4, xl: 4 } });
    expect(saved.grouped_items).toHaveLength(1);
  });

  it('turns grouping off', () => {
    const { result } = mountEntityModal(GroupOptionsModal, doc, 's');
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(result().items[1]?.options.grouped_item_id).toBeNull();
    expect(result().grouped_items).toEqual([]);
  });
});
