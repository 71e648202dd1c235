import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyGet, takeEarlyResponse } from './early-responses';
import { apiHeaders } from './request-headers';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early responses', () => {
  it('sends the GET with the client headers and cookies, and hands the answer over once', async () => {
    const fetchMock = stubFetch();
    startEarlyGet('/api/one', 'de', false);
    expect(fetchMock).toHaveBeenCalledWith('/api/one', {
      headers: apiHeaders('de', false),
      credentials: 'include',
    });
    const taken = takeEarlyResponse('/api/one', { method: 'GET', headers: apiHeaders('de', false) });
    expect(await (await taken!).json()).toEqual({ ok: true });
    expect(
      takeEarlyResponse('/api/one', { method: 'GET', headers: apiHeaders('de', false) }),
    ).toBeUndefined();
  });

  it('starts one request per address', () => {
    const fetchMock = stubFetch();
    startEarlyGet('/api/two', 'en', false);
    startEarlyGet('/api/two', 'en', false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another method', { method: 'POST', headers: apiHeaders('en', false) }],
    ['another language', { method: 'GET', headers: apiHeaders('fr', false) }],
  ])('is not used for %s, and then not kept either', (_case, init) => {
    stubFetch();
    startEarlyGet('/api/three', 'en', false);
    expect(takeEarlyResponse('/api/three', init)).toBeUndefined();
    expect(
      takeEarlyResponse('/api/three', { method: 'GET', headers: apiHeaders('en', false) }),
    ).toBeUndefined();
  });

  it('answers nothing for an address never started', () => {
    expect(takeEarlyResponse('/api/never', undefined)).toBeUndefined();
  });
});
