/**
 * Message keys a list query can fail with, keyed by the offending field (`limit`, `filter.status`, …).
 * They are i18n keys (spec style `gen.validations.*`), so web and server show the same words.
 */
export const LIST_QUERY_MESSAGES = {
  required: 'gen.validations.required',
  maxLength: 'gen.validations.maxlength',
  invalidFilter: 'gen.validations.invalidFilter',
  unknownField: 'gen.validations.unknownField',
  invalidOperator: 'gen.validations.invalidOperator',
  invalidValue: 'gen.validations.invalidValue',
  invalidDateRange: 'gen.validations.invalidDateRange',
  invalidSort: 'gen.validations.invalidSort',
  invalidPageSize: 'gen.validations.invalidPageSize',
  invalidPage: 'gen.validations.invalidPage',
  defaultQueryLocked: 'gen.validations.defaultQueryLocked',
} as const;

export type ListQueryMessage = (typeof LIST_QUERY_MESSAGES)[keyof typeof LIST_QUERY_MESSAGES];

/** Field → message-key map: the `data` of a 422 answer and the error side of every list-query check. */
export type ListQueryErrors = Record<string, ListQueryMessage>;
