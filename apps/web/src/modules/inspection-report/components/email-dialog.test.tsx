import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailDialog } from './email-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INSPECTION = '00000000-0000-4000-8000-0000000000a1';

function open() {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(
        JSON.stringify({ message: 'queued', data: { job_id: '00000000-0000-4000-8000-0000000000b1' } }),
        {
          status: 202,
          headers: { 'content-type': 'application/json' },
        },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <EmailDialog inspectionId={INSPECTION} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch, onClose };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the e-mail dialog', { timeout: 30_000 }, () => {
  it('names the addresses that are not valid and sends nothing', async () => {
    const { fetch } = open();
    type('email-recipients', 'client@example.com, nope');
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText('email.invalid')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the checked recipients and the message, then closes', async () => {
    const { fetch, onClose } = open();
    type('email-recipients', 'Client@example.com\nauditor@example.com');
    type('email-message', 'See page 2.');
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/api/inspections/${INSPECTION}/pdf/email`);
    expect(JSON.parse(String(init?.body))).toEqual({
      recipients: ['client@example.com', 'auditor@example.com'],
      message: 'See page 2.',
    });
  });
});
