import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiNavigation } from '../shared/api/client';
import { RootLayout } from './root-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
}

function start() {
  const navigations: string[] = [];
  configureApiNavigation((to) => navigations.push(to));
  const router = createMemoryRouter(
    [{ Component: RootLayout, children: [{ path: '/dashboard', Component: () => <p>dashboard</p> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return navigations;
}

describe('RootLayout', () => {
  it('renders the routes once the session check says signed out', async () => {
    answer(401, { message: 'Please sign in', error_code: 'USR_UNAUTHENTICATED', data: null });
    start();
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('shows Workspace Not Found when the signed-in user has no workspace', async () => {
    answer(404, { message: 'No workspace', error_code: 'WSP_NOT_FOUND', data: null });
    const navigations = start();
    expect(await screen.findByText('common:errors.workspaceNotFound.title')).toBeTruthy();
    expect(screen.queryByText('dashboard')).toBeNull();
    expect(navigations).toEqual(['/workspace-not-found']);
  });

  it('offers a retry when the server cannot be reached', async () => {
    answer(503, { message: 'Down', error_code: '_INTERNAL_ERROR', data: null });
    start();
    expect(await screen.findByText('common:errors.unreachable.title')).toBeTruthy();
  });
});
