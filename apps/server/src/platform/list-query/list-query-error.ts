import { ERROR_CODES, type ListQueryErrors } from '@fieldbook/domain';

/**
 * A list query the table cannot run (unknown field or operator, wrong value shape, malformed
 * between). Thrown before any SQL is built, so a bad filter is a 422 and never a database error.
 */
export class ListQueryError extends Error {
  /** HTTP status the error handler answers with. */
  readonly statusCode = 422;
  /** Spec error code of a validation failure. */
  readonly errorCode = ERROR_CODES.validation;

  constructor(readonly fields: ListQueryErrors) {
    super('The list query is invalid');
    this.name = 'ListQueryError';
  }
}
