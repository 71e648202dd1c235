import { z } from 'zod';
import { CUSTOM_FIELD_LIMITS, type CustomFieldType } from './field-types';

/** A failed rule as a catalogue key plus its placeholders, the shape the 422 answer's data map carries. */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** A stored field value: text for text-like types, a number for numeric ones, null when empty. */
export type FieldValue = string | number | null;

/** What value validation needs to know about a definition (a subset, so drafts and imports can use it too). */
export interface FieldRule {
  field_type: CustomFieldType;
  is_required: boolean;
  config?: { max_digits: number | null; decimals: number | null } | null;
  /** Optional bounds of a numeric field (absent on definitions saved before bounds existed). */
  min?: number | null;
  max?: number | null;
}

/** Outcome for one value: the normalised value to store, or the first failed rule. */
export type FieldValueResult = { value: FieldValue } | { error: ValidationMessage };

/** Same rule as a user's mobile number: digits, spaces, brackets and dashes with an optional leading plus. */
const PHONE = /^\+?[0-9 ()-]{4,20}$/;
const INTEGER = /^[-+]?\d+$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const email = z.email().max(254);

function fail(key: string, params?: ValidationMessage['params']): FieldValueResult {
  return { error: params ? { key, params } : { key } };
}

function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** Digits before and after the point of a plain decimal literal, leading zeros of the whole part not counted. */
function digitCounts(literal: string): { whole: number; places: number } {
  const [whole = '', fraction = ''] = literal.replace(/^[-+]/, '').split('.');
  return { whole: whole.replace(/^0+/, '').length, places: fraction.length };
}

function numericLiteral(raw: unknown, pattern: RegExp): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && pattern.test(String(raw)) ? String(raw) : null;
  if (typeof raw === 'string' && pattern.test(raw.trim())) return raw.trim();
  return null;
}

function validateNumeric(rule: FieldRule, raw: unknown): FieldValueResult {
  const literal = numericLiteral(raw, rule.field_type === 'integer' ? INTEGER : NUMBER);
  if (literal === null) return fail('gen.validations.invalid_type');
  const value = Number(literal);
  if (rule.field_type === 'integer' && !Number.isSafeInteger(value)) {
    return fail(value > 0 ? 'gen.validations.max' : 'gen.validations.min', {
      [value > 0 ? 'max' : 'min']: value > 0 ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
    });
  }
  if (rule.field_type === 'decimal') {
    const { whole, places } = digitCounts(literal);
    const maxDigits = rule.config?.max_digits ?? CUSTOM_FIELD_LIMITS.maxDigitsMax;
    const decimals = rule.config?.decimals ?? 0;
    if (places > decimals) return fail('gen.validations.decimal_places', { max: decimals });
    if (whole + places > maxDigits) return fail('gen.validations.digits', { max: maxDigits });
  }
  if (rule.min != null && value < rule.min) return fail('gen.validations.min', { min: rule.min });
  if (rule.max != null && value > rule.max) return fail('gen.validations.max', { max: rule.max });
  return { value };
}

function validateText(rule: FieldRule, raw: unknown): FieldValueResult {
  if (typeof raw !== 'string') return fail('gen.validations.invalid_type');
  const value = raw.trim();
  const max = rule.field_type === 'textarea' ? CUSTOM_FIELD_LIMITS.textareaMax : CUSTOM_FIELD_LIMITS.textMax;
  if (value.length > max) return fail('gen.validations.maxlength', { max });
  if (rule.field_type === 'email' && !email.safeParse(value).success) return fail('gen.validations.email');
  if (rule.field_type === 'phone' && !PHONE.test(value)) return fail('gen.validations.phone');
  return { value };
}

/** Checks one value against its field's type and settings; used by forms, the API and bulk import alike. */
export function validateFieldValue(rule: FieldRule, raw: unknown): FieldValueResult {
  if (isEmpty(raw)) return rule.is_required ? fail('gen.validations.required') : { value: null };
  switch (rule.field_type) {
    case 'integer':
    case 'number':
    case 'decimal':
      return validateNumeric(rule, raw);
    case 'lookup':
      return fail('gen.validations.invalid_option');
    default:
      return validateText(rule, raw);
  }
}

/** A definition as the record validation needs it: used fields are validated, unused ones kept untouched. */
export interface FieldDefinitionRule extends FieldRule {
  key: string;
  is_used: boolean;
}

/** Result of validating a record's `fields`: values to store and a field-key→message map (empty when valid). */
export interface FieldValuesResult {
  values: Record<string, FieldValue>;
  errors: Record<string, ValidationMessage>;
}

/**
 * Validates a record's `fields` map against its definitions. Values of unused fields pass through unchanged (a
 * field moved back into use finds its data); keys no definition knows are dropped.
 */
export function validateFieldValues(
  definitions: readonly FieldDefinitionRule[],
  input: Readonly<Record<string, unknown>>,
): FieldValuesResult {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, ValidationMessage> = {};
  for (const definition of definitions) {
    const raw = input[definition.key];
    if (!definition.is_used) {
      if (typeof raw === 'string' || typeof raw === 'number') values[definition.key] = raw;
      continue;
    }
    const result = validateFieldValue(definition, raw);
    if ('error' in result) errors[definition.key] = result.error;
    else values[definition.key] = result.value;
  }
  return { values, errors };
}

/** What filling defaults needs to know about a definition. */
export interface FieldDefaultRule {
  key: string;
  is_used: boolean;
  default_value: { value: FieldValue } | null;
}

/**
 * Fills the defaults of used fields a new record (form or import row) does not mention at all; a value the user
 * cleared (null or '') stays empty. Run before validateFieldValues on create only, never on update.
 */
export function withDefaults(
  definitions: readonly FieldDefaultRule[],
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...input };
  for (const { key, is_used, default_value } of definitions) {
    if (is_used && filled[key] === undefined && default_value && default_value.value !== null) {
      filled[key] = default_value.value;
    }
  }
  return filled;
}
