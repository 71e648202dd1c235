import type { UploadMessageKey } from '@fieldbook/domain/uploads/index';

/**
 * Thrown when an upload breaks a restriction (size, type, content). It carries the spec's message key so the route
 * can answer 422 with `{ file: message }` and the web shows it with the file's name.
 */
export class UploadRejectedError extends Error {
  constructor(
    readonly messageKey: UploadMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'UploadRejectedError';
  }
}
