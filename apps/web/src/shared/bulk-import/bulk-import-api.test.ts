import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error';

const open = vi.fn<(method: string, path: string, options: { body: FormData }) => Promise<Response>>();
vi.mock('../api/client', () => ({ api: { open: (...args: Parameters<typeof open>) => open(...args) } }));
const { runImport } = await import('./bulk-import-api');

/** A streamed answer whose lines arrive cut at arbitrary places, as a network delivers them. */
function streamed(text: string, cut = 7): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += cut) controller.enqueue(bytes.slice(i, i + cut));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

const result = {
  id: '5f0f7c3e-1c2a-4b7e-9a41-0d6f2c1b7a10',
  total: 3,
  inserted: 2,
  rejected: 1,
  rejected_rows_url: '/x',
};
const file = new File(['a'], 'f.csv');

describe('runImport', () => {
  beforeEach(() => open.mockReset());

  it('reports each progress line and answers the result, sending type, columns and file', async () => {
    open.mockResolvedValue(
      streamed(
        `${JSON.stringify({ type: 'progress', done: 2, total: 3 })}\n${JSON.stringify({ type: 'progress', done: 3, total: 3 })}\n${JSON.stringify({ type: 'result', message: 'ok', data: result })}\n`,
      ),
    );
    const progress: number[] = [];
    const answer = await runImport('assets', 'type-1', file, [{ id: 'asset_id', index: 0 }], (done) =>
      progress.push(done),
    );
    expect(answer).toEqual(result);
    expect(progress).toEqual([2, 3]);
    const [method, path, options] = open.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['POST', '/assets/bulk-import']);
    expect(options?.body.get('type_id')).toBe('type-1');
    expect(options?.body.get('columns')).toBe('[{"id":"asset_id","index":0}]');
  });

  it('throws the error line (nothing was written) and a cut-off stream', async () => {
    open.mockResolvedValue(
      streamed(`${JSON.stringify({ type: 'error', message: 'Nope', error_code: '_X' })}\n`),
    );
    await expect(runImport('global-list-items', 'l', file, [], () => undefined)).rejects.toMatchObject({
      message: 'Nope',
    });
    open.mockResolvedValue(streamed(`${JSON.stringify({ type: 'progress', done: 1, total: 3 })}\n`));
    await expect(runImport('assets', 't', file, [], () => undefined)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
