import { BUILT_IN_REPORT_LAYOUT } from '@fieldbook/domain';
import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedReportPage } from './shared-report-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'A'.repeat(64);
const PERSON = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' };
const PHOTO = '00000000-0000-4000-8000-0000000000f1';
const PAGE = '00000000-0000-4000-8000-0000000000c1';
const QUESTION = '00000000-0000-4000-8000-0000000000c2';
const LOGO = '00000000-0000-4000-8000-0000000000d1';
const MARKER_IMAGE = '00000000-0000-4000-8000-0000000000e1';
const layout = { ...BUILT_IN_REPORT_LAYOUT, id: null, updated_at: null, logo_file_id: LOGO };

const inspection: InspectionDetail = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Forklift check',
  document_number: 'INS-7',
  status: 'completed',
  archived: false,
  template: { id: '00000000-0000-4000-8000-0000000000b1', title: 'Forklift', version: 2 },
  asset: null,
  site: null,
  assignment_id: null,
  conducted_by: PERSON,
  collaborators: [],
  collaborative: false,
  timezone: 'Europe/Berlin',
  location: null,
  started_at: '2026-11-27T08:00:00.000Z',
  completed_at: '2026-11-27T08:30:00.000Z',
  updated_at: '2026-11-27T08:30:00.000Z',
  score: null,
  max_score: null,
  percent: null,
  failed_count: 0,
  issues_count: 0,
  seq: 2,
  instances: {},
  records: {},
  answers: [
    {
      item_id: QUESTION,
      instance: 0,
      value: 'Oil on the floor',
      note: null,
      media: [{ id: PHOTO, name: 'leak.png', mime: 'image/png' }],
      rating: null,
      markers: [{ x: 0.5, y: 0.25, label: 'Puddle' }],
      changed_at: '2026-11-27T08:10:00.000Z',
      changed_by: PERSON,
      history: [],
      seq: 1,
    },
  ],
};
const version = templateDocumentSchema.parse({
  template_id: inspection.template.id,
  items: [
    { id: PAGE, type: 'page', depth: 0, parent_id: null, title: 'Checks' },
    {
      id: QUESTION,
      type: 'textAnswer',
      depth: 1,
      parent_id: PAGE,
      title: 'Floor',
      options: { image_marker_id: 'plan' },
    },
  ],
  image_markers: [
    { uuid: 'plan', file: { id: MARKER_IMAGE, url: '/api/checklist/template/t/image-marker/plan/file' } },
  ],
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
    const { fetch } = open(() => answer(200, { data: { inspection, template_version: version, layout } }));
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
