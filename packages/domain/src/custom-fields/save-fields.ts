import { isGroup, isNewFieldKey, type CustomFieldEntry } from './custom-field.schema';
import type { ValidationMessage } from './field-values';

/** Outcome of preparing an edited list for storage: the list to store, or errors by `fields.<index>.<prop>`. */
export type SaveFieldsResult =
  { ok: true; fields: CustomFieldEntry[] } | { ok: false; errors: Record<string, ValidationMessage> };

/**
 * Turns the editor's list into the stored one (ADR 100, 120): `new_` keys get stored keys from `storedKey`, saved
 * keys must already exist with the same kind and field type, locks are kept as stored, and a locked field cannot
 * disappear. Used by every owner of custom fields when it saves its list.
 */
export function prepareFieldsForSave(
  stored: readonly CustomFieldEntry[],
  incoming: readonly CustomFieldEntry[],
  storedKey: () => string,
): SaveFieldsResult {
  const errors: Record<string, ValidationMessage> = {};
  const before = new Map(stored.map((e) => [e.key, e]));
  const renamed = new Map<string, string>();
  for (const entry of incoming) if (isNewFieldKey(entry.key)) renamed.set(entry.key, storedKey());
  const keyOf = (key: string) => renamed.get(key) ?? key;
  const fields = incoming.map((entry, index): CustomFieldEntry => {
    const old = before.get(entry.key);
    if (!isNewFieldKey(entry.key) && (!old || isGroup(old) !== isGroup(entry))) {
      errors[`fields.${index}.key`] = { key: 'gen.validations.invalid_option' };
    }
    if (isGroup(entry)) return { ...entry, key: keyOf(entry.key) };
    if (old && !isGroup(old) && old.field_type !== entry.field_type) {
      errors[`fields.${index}.field_type`] = { key: 'custom_fields.validation.type_changed' };
    }
    const locked = old && !isGroup(old) ? old.is_locked : false;
    return { ...entry, key: keyOf(entry.key), parent_id: keyOf(entry.parent_id), is_locked: locked };
  });
  const kept = new Set(incoming.map((e) => e.key));
  for (const old of stored) {
    if (!isGroup(old) && old.is_locked && !kept.has(old.key)) {
      errors.fields = { key: 'custom_fields.validation.field_locked' };
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** Removes an unused field for good (its own DELETE call); refuses used or locked fields. */
export function deleteUnusedFieldFrom(
  fields: readonly CustomFieldEntry[],
  key: string,
):
  | { ok: true; fields: CustomFieldEntry[] }
  | { ok: false; error: ValidationMessage }
  | { ok: false; error: null } {
  const field = fields.find((f) => f.key === key);
  if (!field || isGroup(field)) return { ok: false, error: null };
  if (field.is_used) return { ok: false, error: { key: 'custom_fields.validation.field_in_use' } };
  if (field.is_locked) return { ok: false, error: { key: 'custom_fields.validation.field_locked' } };
  return { ok: true, fields: fields.filter((f) => f.key !== key) };
}
