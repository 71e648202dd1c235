import type { ListQueryErrors } from '@fieldbook/domain';
import { errors, type AppError, type FieldMessage } from '../errors/app-error';
import { isMessageKey } from '../i18n/i18n';

/** Turns a list-query field → key map into the 422 field messages (unknown keys read as a format error). */
export function fieldErrors(fields: ListQueryErrors): Record<string, FieldMessage> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [
      field,
      { key: isMessageKey(key) ? key : 'gen.validations.pattern' },
    ]),
  );
}

/** The 422 `_VALIDATION_FAILED` answer of a list query the table cannot run. */
export function listQueryValidationError(fields: ListQueryErrors): AppError {
  return errors.validation(fieldErrors(fields));
}
