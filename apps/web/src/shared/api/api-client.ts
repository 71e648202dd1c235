import { apiErrorSchema, ERROR_CODES, type ApiError } from '@fieldbook/domain/common/errors';
import type { ZodType } from 'zod';
import { ApiRequestError } from './api-error';
import type { LoadingCounter } from './loading-counter';
import { apiHeaders } from './request-headers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** What one call may ask of the client beyond method and path. */
export interface RequestOptions<T> {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Domain zod schema the answer must satisfy; the typed result comes from it. */
  schema?: ZodType<T>;
  /** Skips the global loading indicator and every toast (spec §7 "silent requests"). */
  silent?: boolean;
  /** Hands errors to the caller without an error toast (login and 2FA resend, spec §8). */
  quietErrors?: boolean;
  /** When false a 401 is only thrown: the session check itself decides what a signed-out visitor sees. */
  handleUnauthenticated?: boolean;
  /** When false a 404 is only thrown instead of leading to /error. */
  handleNotFound?: boolean;
  signal?: AbortSignal;
}

/** Everything the client needs from its surroundings; injected so the behaviours are testable. */
export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  language(): string;
  /** True in a development build; sent on every call as the spec's development flag. */
  development: boolean;
  cookies(): string;
  loading: LoadingCounter;
  onUnauthenticated(): void;
  onNotFound(): void;
  onWorkspaceNotFound(): void;
  toastError(message: string): void;
  toastSuccess(message: string): void;
  logError(error: unknown): void;
}

/** The one fetch client of the web app. */
export interface ApiClient {
  request<T = unknown>(method: Method, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Sends like `request` (errors handled the same way) but answers the successful response unread, for streams. */
  open(method: Method, path: string, options?: Omit<RequestOptions<never>, 'schema'>): Promise<Response>;
}

/** Serialises query parameters the way the API reads them (arrays as repeated `key[]`). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(`${key}[]`, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { message: statusText || 'Unexpected Error', error_code: `_HTTP_${status}`, data: null };
}

function successMessage(body: unknown): string | undefined {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return undefined;
}

/** Builds the API client with the spec §8 behaviours: session loss, 404 page, toasts, loading count. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function send(method: Method, path: string, options: RequestOptions<unknown>): Promise<Response> {
    const headers = apiHeaders(deps.language(), deps.development);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (method !== 'GET') {
      const token = readXsrf(deps.cookies());
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    return deps.fetch(`${deps.baseUrl}${path}${toQueryString(options.query)}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  }

  function handleFailure(status: number, error: ApiError, options: RequestOptions<unknown>): void {
    const code = error.error_code;
    if (code === ERROR_CODES.unauthenticated || (status === 401 && code.startsWith('_HTTP_'))) {
      if (options.handleUnauthenticated !== false) deps.onUnauthenticated();
      return;
    }
    if (code === ERROR_CODES.workspaceNotFound) {
      deps.onWorkspaceNotFound();
      return;
    }
    if (status === 404 && code !== ERROR_CODES.userNotExist && options.handleNotFound !== false) {
      deps.onNotFound();
      return;
    }
    if (!options.silent && !options.quietErrors) deps.toastError(error.message);
  }

  async function respond(method: Method, path: string, options: RequestOptions<unknown>): Promise<Response> {
    let response: Response;
    try {
      response = await send(method, path, options);
    } catch (networkError) {
      // A request with no response is only logged (spec §8).
      deps.logError(networkError);
      throw networkError;
    }
    if (!response.ok) {
      const error = toApiError(response.status, response.statusText, await readBody(response));
      handleFailure(response.status, error, options);
      throw new ApiRequestError(response.status, error);
    }
    return response;
  }

  async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const counted = !options.silent;
    if (counted) deps.loading.start();
    try {
      const response = await respond(method, path, options as RequestOptions<unknown>);
      const body = await readBody(response);
      const message = successMessage(body);
      if (message && !options.silent) deps.toastSuccess(message);
      return options.schema ? options.schema.parse(body) : (body as T);
    } finally {
      if (counted) deps.loading.end();
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    open: async (method, path, options = {}) => {
      if (!options.silent) deps.loading.start();
      try {
        return await respond(method, path, options);
      } finally {
        if (!options.silent) deps.loading.end();
      }
    },
  };
}

/** The anti-forgery token from the XSRF-TOKEN cookie, for calls made outside this client (uploads). */
export function readXsrf(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
