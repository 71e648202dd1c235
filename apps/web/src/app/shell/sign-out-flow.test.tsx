import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/test-i18n';
import type { FieldbookModule } from '../module-types';
import { useSignOutFlow } from './sign-out-flow';

/** A module keeping `unsent` changes on the device, with a spy for its wipe. */
function keeping(unsent: number): FieldbookModule & { wiped: ReturnType<typeof vi.fn> } {
  const wiped = vi.fn(async () => undefined);
  return { name: 'keeper', routes: [], deviceData: { unsent: async () => unsent, wipe: wiped }, wiped };
}

function SignOutButton({ modules, leave }: { modules: FieldbookModule[]; leave(): Promise<void> }) {
  const flow = useSignOutFlow(modules, leave);
  return (
    <>
      <button onClick={flow.start}>out</button>
      {flow.dialog}
    </>
  );
}

function mount(modules: FieldbookModule[]) {
  const leave = vi.fn(async () => undefined);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MantineProvider env="test">
        <SignOutButton modules={modules} leave={leave} />
      </MantineProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'out' }));
  return leave;
}

describe('signing out of a device', () => {
  it('wipes the device data and signs out at once when nothing is waiting', async () => {
    const module = keeping(0);
    const leave = mount([module, { name: 'plain', routes: [] }]);
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(module.wiped).toHaveBeenCalledOnce();
  });

  it('warns with the count of unsent changes; staying keeps everything', async () => {
    const module = keeping(3);
    const leave = mount([module]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3 changes made on this device have not reached the server yet');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(module.wiped).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('deletes the unsent changes and signs out when the person confirms', async () => {
    const module = keeping(2);
    const leave = mount([module]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out and delete them' }));
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(module.wiped).toHaveBeenCalledOnce();
  });
});
