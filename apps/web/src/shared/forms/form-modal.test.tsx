import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

afterEach(cleanup);

describe('the form dialog frame', () => {
  it('hands a submit to its owner without reloading the page, and Cancel closes', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <FormModal title="Rename" busy={false} onSubmit={onSubmit} onClose={onClose}>
          <input aria-label="Name" />
        </FormModal>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByTestId('modal-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0]![0] as { defaultPrevented: boolean }).defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /cancel/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
