import type { ValidationMessage } from '@fieldbook/domain';
import { validationMessage, type MessageKey, type ValidationIssue } from '../forms/validation-message';

const NS = 'custom-fields-editor';

/** Domain message keys (ADR 100, spec §5) and the i18n key that says them; `count` carries the limit where one. */
const KEYS: Record<string, string> = {
  'user.validation.required': `${NS}:validation.required`,
  'gen.validations.required': 'common:gen.validations.required',
  'gen.validations.invalid_type': 'common:gen.validations.invalidType',
  'gen.validations.email': 'common:gen.validations.email',
  'gen.validations.phone': 'common:gen.validations.phone',
  'gen.validations.maxlength': 'common:gen.validations.maxlength',
  'gen.validations.max': 'common:gen.validations.max',
  'gen.validations.min': 'common:gen.validations.min',
  'gen.validations.digits': `${NS}:validation.digits`,
  'gen.validations.decimal_places': `${NS}:validation.decimalPlaces`,
  'gen.validations.invalid_option': `${NS}:validation.invalidOption`,
  'gen.validations.pattern': `${NS}:validation.pattern`,
  'gen.validations.unique': `${NS}:validation.unique`,
  'custom_fields.validation.decimals_below_max_digits': `${NS}:validation.decimalsBelowMaxDigits`,
  'custom_fields.validation.max_below_min': `${NS}:validation.maxBelowMin`,
};

/**
 * The i18n key and values of a custom-field validation message (from the definition schema or from
 * validateFieldValue), so the editor and record forms of assets or list items show the same texts.
 */
export function customFieldMessage(message: ValidationMessage): MessageKey {
  const key = KEYS[message.key] ?? 'common:gen.validations.invalid';
  const limit = message.params?.max ?? message.params?.min;
  return limit === undefined ? { key } : { key, values: { count: limit } };
}

/** A zod issue of the custom-field schemas: domain keys through the table above, zod's own codes as the forms do. */
export function customFieldIssueMessage(issue: ValidationIssue): MessageKey {
  const key = issue.message ?? '';
  return /^[a-z_]+(\.[a-z_]+)+$/.test(key) ? customFieldMessage({ key }) : validationMessage(issue);
}
