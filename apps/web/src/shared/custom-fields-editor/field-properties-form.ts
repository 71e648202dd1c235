import {
  changeMaxDigits,
  isNumericFieldType,
  customFieldDefinitionSchema,
  validateFieldValue,
  type CustomFieldDefinition,
  type FieldForm,
} from '@fieldbook/domain';
import type { MessageKey, ValidationIssue } from '../forms/validation-message';
import { customFieldIssueMessage, customFieldMessage } from './field-messages';

/** The modal's inputs as the form holds them: text inputs as strings, the digit selects as strings or null. */
export interface FieldFormValues {
  name: string;
  description: string;
  is_required: boolean;
  default_value: string;
  max_digits: string | null;
  decimals: string | null;
  /** Optional bounds of a numeric field, as typed. */
  min: string;
  max: string;
}

/** Form input names that can carry an error. */
export type FieldFormInput = Exclude<keyof FieldFormValues, 'is_required'>;

/** The modal's starting values for a field. */
export function fieldFormValues(field: CustomFieldDefinition): FieldFormValues {
  const value = field.default_value?.value;
  return {
    name: field.name,
    description: field.description ?? '',
    is_required: field.is_required,
    default_value: value === null || value === undefined ? '' : String(value),
    max_digits: toOption(field.config?.max_digits),
    decimals: toOption(field.config?.decimals),
    min: toOption(field.min) ?? '',
    max: toOption(field.max) ?? '',
  };
}

/** Applies a new max_digits choice through the domain rule (decimals reset to 0 when it falls to or below them). */
export function withMaxDigits(values: FieldFormValues, maxDigits: string | null): FieldFormValues {
  const next = changeMaxDigits(
    { max_digits: toNumber(values.max_digits), decimals: toNumber(values.decimals) },
    toNumber(maxDigits),
  );
  return { ...values, max_digits: toOption(next.max_digits), decimals: toOption(next.decimals) };
}

/** The form as the domain's FieldForm: empty texts become null and the default is normalised for its type. */
export function toFieldForm(field: CustomFieldDefinition, values: FieldFormValues): FieldForm {
  const raw = values.default_value;
  const bounds = boundsOf(field, values);
  const checked = validateFieldValue(
    { ...field, ...bounds, is_required: false, config: configOf(field, values) },
    raw,
  );
  const value = 'value' in checked ? checked.value : raw;
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description,
    is_required: values.is_required,
    default_value: value === null ? null : { value },
    config: configOf(field, values),
    ...bounds,
  };
}

/**
 * Validates the form with the domain definition schema; the default value is checked with validateFieldValue so
 * its message keeps the limit (digits, decimal places). Empty map when the form is valid.
 */
export function fieldFormErrors(
  field: CustomFieldDefinition,
  values: FieldFormValues,
): Partial<Record<FieldFormInput, MessageKey>> {
  const form = toFieldForm(field, values);
  const errors: Partial<Record<FieldFormInput, MessageKey>> = {};
  const defaultCheck = validateFieldValue(
    { ...field, is_required: false, config: form.config, min: form.min, max: form.max },
    values.default_value,
  );
  if ('error' in defaultCheck) errors.default_value = customFieldMessage(defaultCheck.error);
  for (const bound of ['min', 'max'] as const) {
    if (Number.isNaN(form[bound]))
      errors[bound] = customFieldMessage({ key: 'gen.validations.invalid_type' });
  }
  const result = customFieldDefinitionSchema.safeParse({ ...field, ...form });
  for (const issue of result.error?.issues ?? []) {
    const input = INPUTS[issue.path.join('.')];
    if (input && !errors[input]) errors[input] = customFieldIssueMessage(issue as ValidationIssue);
  }
  return errors;
}

const INPUTS: Record<string, FieldFormInput> = {
  name: 'name',
  description: 'description',
  'config.max_digits': 'max_digits',
  'config.decimals': 'decimals',
  min: 'min',
  max: 'max',
};

/** The typed bounds of a numeric field (empty: open; unreadable text stays NaN so the schema refuses it). */
function boundsOf(field: CustomFieldDefinition, values: FieldFormValues): Pick<FieldForm, 'min' | 'max'> {
  if (!isNumericFieldType(field.field_type)) return {};
  return { min: toNumber(values.min.trim()), max: toNumber(values.max.trim()) };
}

function configOf(field: CustomFieldDefinition, values: FieldFormValues): FieldForm['config'] {
  return field.field_type === 'decimal'
    ? { max_digits: toNumber(values.max_digits), decimals: toNumber(values.decimals) }
    : null;
}

function toOption(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

function toNumber(value: string | null): number | null {
  return value === null || value === '' ? null : Number(value);
}
