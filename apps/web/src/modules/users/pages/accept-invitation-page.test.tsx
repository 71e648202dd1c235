import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../auth/pages/login-page';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

describe('accepting an invitation', { timeout: 30_000 }, () => {
  it('opens the sign-in form with the invited e-mail filled in and says which workspace was joined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/user/invitation')
          ? answer({ data: { workspace_name: 'Acme', email: 'ivy@example.com', needs_password: false } })
          : answer({ message: 'ok', data: null }),
      ),
    );
    const router = createMemoryRouter(
      [
        { path: '/accept-invitation', element: <AcceptInvitationPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      { initialEntries: ['/accept-invitation?workspace=w&email=ivy%40example.com&token=t'] },
    );
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByTestId('accept-invitation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: /auth:fields.email/ });
    expect(email.value).toBe('ivy@example.com');
    expect(screen.getByRole('status').textContent).toContain('auth:login.joined');
  });
});
