import type { ApiError } from '@fieldbook/domain';

/** A failed API call carrying the server's error envelope, so callers can branch on status and error_code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  /** The 422 field→message map, or an empty map for other failures. */
  get fieldErrors(): Record<string, string> {
    const data = this.body.data;
    if (this.status !== 422 || !data) return {};
    return Object.fromEntries(
      Object.entries(data).flatMap(([field, message]) => {
        if (typeof message === 'string') return [[field, message]];
        if (Array.isArray(message) && typeof message[0] === 'string') return [[field, message[0]]];
        return [];
      }),
    );
  }
}

/** Narrows an unknown thrown value to an API error with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.body.error_code === code);
}
