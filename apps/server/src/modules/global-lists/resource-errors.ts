import type { ValidationMessage } from '@fieldbook/domain/custom-fields/index';
import { AppError, errors, type FieldMessage } from '../../platform/errors/app-error';
import { isMessageKey } from '../../platform/i18n/i18n';

/** Error code of a change refused because the record is archived (spec §4: archived ones accept no updates). */
export const ARCHIVED_READ_ONLY = 'RES_ARCHIVED_READ_ONLY';

/** 422 for any update of an archived list or item. */
export function archivedError(): AppError {
  return new AppError(422, ARCHIVED_READ_ONLY, 'resources.archived_read_only');
}

/** The 422 answer for domain validation messages (field → key); a key the catalogue lacks reads as a format error. */
export function domainValidationError(fields: Readonly<Record<string, ValidationMessage>>): AppError {
  const mapped: Record<string, FieldMessage> = {};
  for (const [field, message] of Object.entries(fields)) {
    mapped[field] = isMessageKey(message.key)
      ? { key: message.key, ...(message.params && { params: message.params }) }
      : { key: 'gen.validations.pattern' };
  }
  return errors.validation(mapped);
}
