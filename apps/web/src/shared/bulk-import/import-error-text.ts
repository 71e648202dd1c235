import { ApiRequestError } from '../api/api-error';

/** Spec §8 upload error text: the first field message, else the server's message, else null (unexpected). */
export function importErrorText(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const first = Object.values(error.fieldErrors)[0];
  return first ?? (error.body.message || null);
}
