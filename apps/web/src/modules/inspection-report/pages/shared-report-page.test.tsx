import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedReportPage } from './shared-report-page';
import { LOGO, MARKER_IMAGE, PHOTO, QUESTION, sharedAnswer, TOKEN } from './shared-report.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function open(response: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL) => response());
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/report/:token', element: <SharedReportPage /> }], {
    initialEntries: [`/report/${TOKEN}`],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch, router };
}

describe('the shared report page', { timeout: 30_000 }, () => {
  it('draws the report from the token’s one call, in its layout, with files and PDF under the token and no way into the app', async () => {
    const { fetch } = open(() => answer(200, sharedAnswer));
    expect((await screen.findByTestId('report-title')).textContent).toBe('Forklift check');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/public/reports/${TOKEN}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    const photo = screen.getByRole('img', { name: 'leak.png' });
    expect(photo.getAttribute('src')).toBe(`/api/public/reports/${TOKEN}/media/${PHOTO}`);
    const marked = screen.getByTestId(`report-markers-${QUESTION}`).querySelector('img');
    expect(marked?.getAttribute('src')).toBe(`/api/public/reports/${TOKEN}/marker-images/${MARKER_IMAGE}`);
    expect(screen.getByTestId('report-logo').getAttribute('src')).toBe(
      `/api/public/reports/${TOKEN}/layout-images/${LOGO}`,
    );
    expect(screen.getByTestId('shared-report-pdf').textContent).toBe('pdf.download');
    expect(screen.queryByTestId('report-share')).toBeNull();
    expect(screen.queryByTestId('report-delete')).toBeNull();
    expect(document.querySelectorAll('a[href^="/inspections"]')).toHaveLength(0);
  });

  it('says the link does not work when the token is refused, and stays on the page', async () => {
    const { router } = open(() =>
      answer(404, { message: 'Not found', error_code: '_OBJECT_NOT_FOUND', data: null }),
    );
    expect(await screen.findByTestId('shared-report-refused')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/report/${TOKEN}`);
  });
});
