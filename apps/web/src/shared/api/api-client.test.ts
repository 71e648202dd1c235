import { authUserSchema } from '@fieldbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, toQueryString, type ApiClientDeps } from './api-client';
import { DEVELOPMENT_HEADER } from './request-headers';
import { ApiRequestError } from './api-error';
import { createLoadingCounter } from './loading-counter';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(responses: Response[], overrides: Partial<ApiClientDeps> = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  responses.forEach((r) => fetchMock.mockResolvedValueOnce(r));
  const deps: ApiClientDeps = {
    baseUrl: '/api',
    fetch: fetchMock,
    language: () => 'de',
    development: false,
    cookies: () => 'other=1; XSRF-TOKEN=abc%3D%3D; last=2',
    loading: createLoadingCounter(),
    onUnauthenticated: vi.fn(),
    onNotFound: vi.fn(),
    onWorkspaceNotFound: vi.fn(),
    toastError: vi.fn(),
    toastSuccess: vi.fn(),
    logError: vi.fn(),
    ...overrides,
  };
  return { client: createApiClient(deps), deps, fetchMock };
}

const error = (error_code: string, message = 'Nope', data: Record<string, unknown> | null = null) => ({
  message,
  error_code,
  data,
});

describe('request headers', () => {
  it('sends credentials and the language on GET without an XSRF header', async () => {
    const { client, fetchMock } = setup([jsonResponse(200, { ok: true })]);
    await client.get('/user/auth', { query: { q: 'a b', ids: [1, 2], skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth?q=a+b&ids%5B%5D=1&ids%5B%5D=2');
    expect(init?.credentials).toBe('include');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('de');
    expect(headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(headers[DEVELOPMENT_HEADER]).toBe('0');
  });

  it('flags calls from a development build', async () => {
    const { client, fetchMock } = setup([jsonResponse(200, {})], { development: true });
    await client.get('/user/auth');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)[DEVELOPMENT_HEADER]).toBe('1');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'adds the decoded XSRF cookie on %s',
    async (method) => {
      const { client, fetchMock } = setup([jsonResponse(200, {})]);
      await client.request(method, '/x', { body: { a: 1 } });
      const init = fetchMock.mock.calls[0]![1]!;
      expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc==');
      expect(init.body).toBe('{"a":1}');
    },
  );
});

describe('errors', () => {
  it('clears the session on USR_UNAUTHENTICATED without a toast', async () => {
    const { client, deps } = setup([jsonResponse(401, error('USR_UNAUTHENTICATED'))]);
    await expect(client.get('/dashboard/overview')).rejects.toBeInstanceOf(ApiRequestError);
    expect(deps.onUnauthenticated).toHaveBeenCalledOnce();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when asked', async () => {
    const { client, deps } = setup([jsonResponse(401, error('USR_UNAUTHENTICATED'))]);
    await expect(client.get('/user/auth', { handleUnauthenticated: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(deps.onUnauthenticated).not.toHaveBeenCalled();
  });

  it.each([
    ['_OBJECT_NOT_FOUND', true],
    ['_ROUTE_NOT_FOUND', true],
    ['USR_USER_NOT_EXIST', false],
  ])('404 %s goes to /error: %s', async (code, navigates) => {
    const { client, deps } = setup([jsonResponse(404, error(code))]);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 404, body: { error_code: code } });
    expect(deps.onNotFound).toHaveBeenCalledTimes(navigates ? 1 : 0);
  });

  it('sends WSP_NOT_FOUND to the workspace page', async () => {
    const { client, deps } = setup([jsonResponse(404, error('WSP_NOT_FOUND'))]);
    await expect(client.get('/x')).rejects.toThrow('Nope');
    expect(deps.onWorkspaceNotFound).toHaveBeenCalledOnce();
    expect(deps.onNotFound).not.toHaveBeenCalled();
  });

  it('toasts the server message and exposes the 422 field map', async () => {
    const { client, deps } = setup([
      jsonResponse(
        422,
        error('_VALIDATION_FAILED', 'Invalid data', { first_name: 'Required', tags: ['Too many'] }),
      ),
    ]);
    const failure = await client.post('/register', {}).catch((e: unknown) => e);
    expect(deps.toastError).toHaveBeenCalledWith('Invalid data');
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).fieldErrors).toEqual({ first_name: 'Required', tags: 'Too many' });
  });

  it('falls back to the status text when the body is not the envelope', async () => {
    const { client, deps } = setup([new Response('<html>', { status: 502, statusText: 'Bad Gateway' })]);
    await expect(client.get('/x')).rejects.toMatchObject({
      body: { error_code: '_HTTP_502', message: 'Bad Gateway' },
    });
    expect(deps.toastError).toHaveBeenCalledWith('Bad Gateway');
  });

  it('keeps quiet errors and silent requests out of toasts', async () => {
    const { client, deps } = setup([jsonResponse(400, error('X')), jsonResponse(400, error('Y'))]);
    await expect(client.post('/login', {}, { quietErrors: true })).rejects.toThrow();
    await expect(client.get('/x', { silent: true })).rejects.toThrow();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('only logs a request without a response', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client, deps } = setup([], { fetch: vi.fn<typeof fetch>().mockRejectedValue(failure) });
    await expect(client.get('/x')).rejects.toBe(failure);
    expect(deps.logError).toHaveBeenCalledWith(failure);
    expect(deps.toastError).not.toHaveBeenCalled();
    expect(deps.loading.getSnapshot()).toBe(0);
  });
});

describe('success', () => {
  it('toasts an answer message unless silent', async () => {
    const { client, deps } = setup([
      jsonResponse(200, { message: 'Saved' }),
      jsonResponse(200, { message: 'Hidden' }),
    ]);
    await client.post('/a');
    await client.post('/b', undefined, { silent: true });
    expect(deps.toastSuccess).toHaveBeenCalledTimes(1);
    expect(deps.toastSuccess).toHaveBeenCalledWith('Saved');
  });

  it('validates the answer with the given schema', async () => {
    const { client } = setup([jsonResponse(200, { count: 3 }), jsonResponse(200, { id: 'nope' })]);
    await expect(client.get('/a', { schema: z.object({ count: z.number() }) })).resolves.toEqual({
      count: 3,
    });
    await expect(client.get('/user/auth', { schema: authUserSchema })).rejects.toThrow();
  });
});

describe('loading count', () => {
  it('starts with the first request and ends when all have answered; silent ones do not count', async () => {
    let release: (r: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => (release = resolve));
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockReturnValueOnce(slow)
      .mockResolvedValueOnce(jsonResponse(200, {}))
      .mockResolvedValueOnce(jsonResponse(200, {}));
    const { client, deps } = setup([], { fetch: fetchMock });
    const seen: number[] = [];
    deps.loading.subscribe(() => seen.push(deps.loading.getSnapshot()));
    const first = client.get('/slow');
    const second = client.get('/fast');
    const silent = client.get('/quiet', { silent: true });
    await second;
    await silent;
    expect(deps.loading.getSnapshot()).toBe(1);
    release(jsonResponse(200, {}));
    await first;
    expect(deps.loading.getSnapshot()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});

describe('toQueryString', () => {
  it('drops empty values', () => {
    expect(toQueryString({ a: null, b: undefined })).toBe('');
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ page: 2, on: true })).toBe('?page=2&on=true');
  });
});
