import { apiHeaders } from './request-headers';

const early = new Map<string, { language: string; response: Promise<Response> }>();

/**
 * Starts a GET from the start-up script, before the app's libraries have loaded, with the client's own
 * headers and credentials (ADR 174). The client takes the answer over when it asks for the same call.
 */
export function startEarlyGet(url: string, language: string, development: boolean): void {
  if (early.has(url)) return;
  const response = fetch(url, { headers: apiHeaders(language, development), credentials: 'include' });
  response.catch(() => undefined);
  early.set(url, { language, response });
}

/**
 * The early answer for a call the client is about to make, handed out once; undefined when there is none
 * or the call differs (not a GET, another language), so the client then fetches as usual.
 */
export function takeEarlyResponse(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  const waiting = early.get(url);
  if (!waiting) return undefined;
  early.delete(url);
  const method = init?.method ?? 'GET';
  const language = new Headers(init?.headers).get('Accept-Language');
  if (method !== 'GET' || init?.body != null || language !== waiting.language) return undefined;
  return waiting.response;
}
