import { z } from 'zod';
import { CUSTOM_FIELD_LIMITS, customFieldTypeSchema, isNumericFieldType } from './field-types';
import { validateFieldValue } from './field-values';

const NEW_KEY_PREFIX = 'new_';

/** Keys are short identifiers; values of records are stored under them, so they never change once saved. */
export const customFieldKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'gen.validations.pattern');

/** Key of a field created in the editor and not saved yet (spec §3: prefix new_ plus a generated id). */
export function newFieldKey(generatedId: string): string {
  return `${NEW_KEY_PREFIX}${generatedId.replace(/[^A-Za-z0-9]/g, '').slice(0, 60)}`;
}

/** Whether a key belongs to a field that was never saved; such a field is dropped, not moved to unused, on removal. */
export function isNewFieldKey(key: string): boolean {
  return key.startsWith(NEW_KEY_PREFIX);
}

/** The spec's name rule: required with its own key (user.validation.required). */
const nameSchema = z.string().trim().min(1, 'user.validation.required').max(CUSTOM_FIELD_LIMITS.nameMax);

/**
 * Decimal precision: max_digits 1–16 and decimals 0–9 below max_digits (spec §5). Both are nullable here so an
 * emptied form input reports "required" instead of a type error.
 */
export const decimalConfigSchema = z.object({
  max_digits: z
    .number()
    .int()
    .min(CUSTOM_FIELD_LIMITS.maxDigitsMin)
    .max(CUSTOM_FIELD_LIMITS.maxDigitsMax)
    .nullable(),
  decimals: z
    .number()
    .int()
    .min(CUSTOM_FIELD_LIMITS.decimalsMin)
    .max(CUSTOM_FIELD_LIMITS.decimalsMax)
    .nullable(),
});
export type DecimalConfig = z.infer<typeof decimalConfigSchema>;

/** A field's default, wrapped as the spec's `default_value {value}`. */
export const defaultValueSchema = z.object({ value: z.union([z.string(), z.number()]).nullable() });

/** A numeric field's optional minimum or maximum; absent in definitions saved before bounds existed. */
const boundSchema = z.number().finite().nullable().optional();

/** A group of fields: an entry whose parent_id is null (spec §3). */
export const customFieldGroupSchema = z.object({
  key: customFieldKeySchema,
  name: nameSchema,
  parent_id: z.null(),
});
export type CustomFieldGroup = z.infer<typeof customFieldGroupSchema>;

/** One field definition as the editor saves it and records are validated against. */
export const customFieldDefinitionSchema = z
  .object({
    key: customFieldKeySchema,
    name: nameSchema,
    description: z.string().max(CUSTOM_FIELD_LIMITS.descriptionMax).nullable().default(null),
    field_type: customFieldTypeSchema,
    is_required: z.boolean().default(false),
    is_used: z.boolean().default(true),
    is_locked: z.boolean().default(false),
    default_value: defaultValueSchema.nullable().default(null),
    config: decimalConfigSchema.nullable().default(null),
    /** Optional bounds of a numeric field's values (ADR 193); null or absent on other types and when open. */
    min: boundSchema,
    max: boundSchema,
    parent_id: customFieldKeySchema,
  })
  .superRefine((field, ctx) => {
    if (field.field_type === 'lookup') {
      ctx.addIssue({ code: 'custom', path: ['field_type'], message: 'gen.validations.invalid_option' });
      return;
    }
    if (field.field_type === 'decimal') {
      for (const issue of decimalConfigIssues(field.config)) ctx.addIssue({ code: 'custom', ...issue });
    }
    for (const issue of boundIssues(field)) ctx.addIssue({ code: 'custom', ...issue });
    const value = field.default_value?.value;
    if (value !== null && value !== undefined && value !== '') {
      const failure = validateFieldValue({ ...field, is_required: false }, value);
      if ('error' in failure) {
        ctx.addIssue({ code: 'custom', path: ['default_value', 'value'], message: failure.error.key });
      }
    }
  });
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;

/** A group or a field; the list keeps both, in display order. */
export const customFieldEntrySchema = z.union([customFieldGroupSchema, customFieldDefinitionSchema]);
export type CustomFieldEntry = CustomFieldGroup | CustomFieldDefinition;

/** Whether an entry is a group (parent_id null) rather than a field. */
export function isGroup(entry: CustomFieldEntry): entry is CustomFieldGroup {
  return entry.parent_id === null;
}

/** The whole editor payload (PUT …/custom-fields): keys unique, every field inside a group of the same list. */
export const customFieldListSchema = z.array(customFieldEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  const groups = new Set(entries.filter(isGroup).map((g) => g.key));
  entries.forEach((entry, index) => {
    if (seen.has(entry.key))
      ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'gen.validations.unique' });
    seen.add(entry.key);
    if (!isGroup(entry) && !groups.has(entry.parent_id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'parent_id'], message: 'gen.validations.invalid_option' });
    }
  });
});

function decimalConfigIssues(config: DecimalConfig | null): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (config?.max_digits == null)
    issues.push({ path: ['config', 'max_digits'], message: 'gen.validations.required' });
  if (config?.decimals == null)
    issues.push({ path: ['config', 'decimals'], message: 'gen.validations.required' });
  else if (config.max_digits != null && config.decimals >= config.max_digits) {
    issues.push({
      path: ['config', 'decimals'],
      message: 'custom_fields.validation.decimals_below_max_digits',
    });
  }
  return issues;
}

/** Bounds only on numeric fields, and the minimum not above the maximum. */
function boundIssues(field: {
  field_type: z.infer<typeof customFieldTypeSchema>;
  min?: number | null | undefined;
  max?: number | null | undefined;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (!isNumericFieldType(field.field_type)) {
    if (field.min != null) issues.push({ path: ['min'], message: 'gen.validations.invalid_option' });
    if (field.max != null) issues.push({ path: ['max'], message: 'gen.validations.invalid_option' });
  } else if (field.min != null && field.max != null && field.min > field.max) {
    issues.push({ path: ['max'], message: 'custom_fields.validation.max_below_min' });
  }
  return issues;
}
