import {
  checkUploadRestrictions,
  restrictionMessage,
  uploadErrorMessage,
  validateEntryName,
  type UploadErrorBody,
} from '@fieldbook/domain/uploads/index';
import type { ValidationMessage } from '@fieldbook/domain/custom-fields/field-values';

/** Translates a message key of the upload rules with its parameters. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The restriction a file breaks before any byte is sent (size, type, name), with its name; null when it may go. */
export function refusalOf(file: { name: string; size: number; type: string }): ValidationMessage | null {
  const nameProblem = validateEntryName(file.name, []);
  const reason = nameProblem ? { key: nameProblem } : checkUploadRestrictions(file);
  return reason ? restrictionMessage(file.name, reason) : null;
}

/** "name: reason" in the user's language, the reason translated with the limits it names. */
export function restrictionText(message: ValidationMessage, translate: Translate): string {
  const params = message.params ?? {};
  const reason = typeof params.reason === 'string' ? translate(params.reason, params) : '';
  return translate(message.key, { ...params, reason });
}

/** The server's answer to a failed upload (the JSON envelope inside a tus error), as spec §8 orders it. */
export function serverUploadError(responseText: string | undefined, translate: Translate): string {
  let body: UploadErrorBody | null = null;
  try {
    body = responseText ? (JSON.parse(responseText) as UploadErrorBody) : null;
  } catch {
    body = null;
  }
  const message = uploadErrorMessage(body);
  return 'text' in message ? message.text : translate(message.key);
}
