import { Modal, PasswordInput } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/test-i18n';
import { AppFrame } from './app-frame';

afterEach(cleanup);

describe('AppFrame', () => {
  it('names every modal close button and password show/hide button in the interface language', async () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AppFrame queryClient={new QueryClient()}>
          <PasswordInput label="Password" />
          <Modal opened onClose={() => undefined} title="New asset">
            body
          </Modal>
        </AppFrame>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show or hide the password', hidden: true })).toBeTruthy();
  });
});
