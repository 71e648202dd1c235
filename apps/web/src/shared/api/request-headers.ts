/** Request header carrying the spec §7 development flag ("1" from a development build). */
export const DEVELOPMENT_HEADER = 'X-Fieldbook-Development';

/** The headers every API call sends; one place, so a start-up request matches the client's own. */
export function apiHeaders(language: string, development: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': language,
    [DEVELOPMENT_HEADER]: development ? '1' : '0',
  };
}

/** Where the API lives, seen from the web app. */
export const API_BASE = '/api';
