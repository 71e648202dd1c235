import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedAnswer } from '../pages/shared-report.fixtures';
import { PrintApp } from './print-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the print entry at `path`, every call answered by `answer`. */
function open(path: string, status: number, body: unknown) {
  const fetch = vi.fn((_input: RequestInfo | URL) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', path);
  render(<PrintApp />);
  return fetch;
}

describe('the print entry (ADR 224)', { timeout: 30_000 }, () => {
  it('prints a shared report bare: the one report component, without the page’s toolbar', async () => {
    const fetch = open(`/print/report/${'B'.repeat(64)}?print=1&paper=A4`, 200, sharedAnswer);
    expect((await screen.findByTestId('report-title')).textContent).toBe('Forklift check');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/public/reports/${'B'.repeat(64)}`);
    expect(screen.queryByTestId('shared-report-pdf')).toBeNull();
    expect(screen.queryByTestId('shared-report-notice')).toBeNull();
  });

  it('marks a refused token and a report that could not load as failed, for Chromium to stop waiting', async () => {
    const refused = { message: 'Not found', error_code: '_OBJECT_NOT_FOUND', data: null };
    open(`/print/report/${'C'.repeat(64)}?print=1&paper=A4`, 404, refused);
    await screen.findByTestId('shared-report-refused');
    expect(document.querySelector('[data-report-failed]')).not.toBeNull();
    cleanup();
    open('/print/inspections/00000000-0000-4000-8000-0000000000a9?print=1&paper=A4', 404, refused);
    await vi.waitFor(() => expect(document.querySelector('[data-report-failed]')).not.toBeNull());
  });
});
