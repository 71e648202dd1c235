import { abilityRulesFor, type AuthUser, type PermissionCode } from '@fieldbook/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AUTH_QUERY_KEY } from '../../shared/session/auth-key';
import { createTestI18n } from '../../test/test-i18n';
import { testUser } from '../../test/test-user';
import texts from './locales/en.json';

const i18n = createTestI18n({ inspections: texts });

/** A request the stubbed fetch saw: method, path with query, and the parsed JSON body. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Renders a screen of this module in English for a user with the given codes, at `path` (the runner route shows
 * "runner"); fetch answers from `answer` by method and path, and every request is recorded.
 */
export function mountInspections(
  ui: ReactNode,
  {
    codes,
    answer,
    path = '/inspections',
  }: { codes: PermissionCode[]; answer: (request: SeenRequest) => unknown; path?: string },
) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url: String(input).replace(/^.*\/api/, ''),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      return Promise.resolve(new Response(JSON.stringify(answer(request)), { status: 200 }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user: AuthUser = { ...testUser(codes), abilities: abilityRulesFor(codes) };
  client.setQueryData(AUTH_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/inspections/:id/conduct', element: <span>runner</span> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { requests, router };
}
