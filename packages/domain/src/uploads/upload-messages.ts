import type { ValidationMessage } from '../custom-fields/field-values';

/** Message keys of the upload texts in spec §8; the web catalogues and the server answer use the same keys. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'upload.errors.too_large',
  typeNotAllowed: 'upload.errors.type_not_allowed',
  tooSmall: 'upload.errors.too_small',
  failed: 'upload.errors.failed',
  deleteFailed: 'upload.errors.delete_failed',
  duplicate: 'upload.errors.duplicate',
  stalled: 'upload.errors.stalled',
  offline: 'upload.errors.offline',
  companionFailed: 'upload.errors.companion_failed',
  incorrectUrl: 'upload.errors.incorrect_url',
  tooManyFiles: 'upload.errors.too_many_files',
  unexpected: 'upload.errors.unexpected',
  /** "{{name}}: {{reason}}" — a failed restriction names the file and the reason (spec §5, §8). */
  restriction: 'upload.errors.restriction',
} as const;
export type UploadMessageKey = (typeof UPLOAD_MESSAGES)[keyof typeof UPLOAD_MESSAGES];

/** What a failed upload call may answer: the API error envelope, or anything else a proxy sent. */
export interface UploadErrorBody {
  message?: unknown;
  data?: unknown;
}

/**
 * Text of a failed upload (spec §8): the first field message of the answer's data, else its message, else the
 * "Unexpected Error" key. Returns either server text or a key to translate.
 */
export function uploadErrorMessage(
  body: UploadErrorBody | null | undefined,
): { text: string } | { key: UploadMessageKey } {
  const data = body?.data;
  if (data && typeof data === 'object') {
    const first = Object.values(data).find((v) => typeof v === 'string' && v.trim() !== '');
    if (typeof first === 'string') return { text: first };
  }
  if (typeof body?.message === 'string' && body.message.trim() !== '') return { text: body.message };
  return { key: UPLOAD_MESSAGES.unexpected };
}

/** Wraps a restriction failure with the file's name, as the upload dialog shows it. */
export function restrictionMessage(fileName: string, reason: ValidationMessage): ValidationMessage {
  return {
    key: UPLOAD_MESSAGES.restriction,
    params: { name: fileName, reason: reason.key, ...reason.params },
  };
}
