import { z } from 'zod';

/** Every field type the palette lists, in the spec's order; lookup is listed but cannot be chosen. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'integer',
  'number',
  'decimal',
  'lookup',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Types a user may create today; the palette shows the others disabled. */
export const ENABLED_FIELD_TYPES = CUSTOM_FIELD_TYPES.filter((t) => t !== 'lookup');

/** Types whose values are numbers (spec §3: integer, number and decimal behave as numbers), e.g. for filter operators. */
export const NUMERIC_FIELD_TYPES: readonly CustomFieldType[] = ['integer', 'number', 'decimal'];

/** Limits of spec §5 and §9 plus our own text lengths (ADR 100), shared by forms, server and import. */
export const CUSTOM_FIELD_LIMITS = {
  nameMax: 255,
  descriptionMax: 2000,
  textMax: 255,
  textareaMax: 5000,
  maxDigitsMin: 1,
  maxDigitsMax: 16,
  decimalsMin: 0,
  decimalsMax: 9,
} as const;

/** Whether a field's values are numbers, so lists, filters and imports treat them alike. */
export function isNumericFieldType(type: CustomFieldType): boolean {
  return NUMERIC_FIELD_TYPES.includes(type);
}

/** Whether the palette lets a user create a field of this type. */
export function isEnabledFieldType(type: CustomFieldType): boolean {
  return type !== 'lookup';
}

/** Any listed type, used when reading stored definitions (a stored lookup stays readable). */
export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES);
