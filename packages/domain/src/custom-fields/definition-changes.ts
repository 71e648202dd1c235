import type { ValidationMessage } from './field-values';
import {
  isGroup,
  isNewFieldKey,
  type CustomFieldDefinition,
  type CustomFieldEntry,
} from './custom-field.schema';

/** Outcome of saving an edited definition list over the stored one: the entries to store, or field errors. */
export type DefinitionChangesResult =
  { entries: CustomFieldEntry[] } | { errors: Record<string, ValidationMessage> };

/**
 * Applies an editor's saved list over the stored one (ADR 100/125): `new_` keys get stored keys (parent
 * references follow), a saved field keeps its type and lock, and a saved field may not vanish — deleting an
 * unused field is its own call. `generateKey` is passed in so the domain stays free of I/O.
 */
export function applyDefinitionChanges(
  stored: readonly CustomFieldEntry[],
  incoming: readonly CustomFieldEntry[],
  generateKey: () => string,
): DefinitionChangesResult {
  const storedFields = new Map(
    stored.filter((e): e is CustomFieldDefinition => !isGroup(e)).map((f) => [f.key, f]),
  );
  const renamed = new Map<string, string>();
  for (const entry of incoming) if (isNewFieldKey(entry.key)) renamed.set(entry.key, generateKey());
  const keyOf = (key: string) => renamed.get(key) ?? key;
  const errors: Record<string, ValidationMessage> = {};
  const entries = incoming.map((entry, index): CustomFieldEntry => {
    if (isGroup(entry)) return { ...entry, key: keyOf(entry.key) };
    const before = storedFields.get(entry.key);
    if (before && before.field_type !== entry.field_type) {
      errors[`fields.${index}.field_type`] = { key: 'custom_fields.validation.type_fixed' };
    }
    return {
      ...entry,
      key: keyOf(entry.key),
      parent_id: keyOf(entry.parent_id),
      is_locked: before?.is_locked ?? false,
    };
  });
  const kept = new Set(incoming.map((e) => e.key));
  const missing = [...storedFields.keys()].filter((key) => !kept.has(key));
  if (missing.length > 0) errors.fields = { key: 'custom_fields.validation.field_missing' };
  return Object.keys(errors).length > 0 ? { errors } : { entries };
}

/** Why an unused field cannot be deleted now, or null when it can (spec §4: unused and not locked). */
export function unusedFieldDeleteRefusal(
  entries: readonly CustomFieldEntry[],
  key: string,
): 'not_found' | ValidationMessage | null {
  const field = entries.find((e) => !isGroup(e) && e.key === key);
  if (!field || isGroup(field)) return 'not_found';
  if (field.is_used) return { key: 'custom_fields.validation.field_in_use' };
  if (field.is_locked) return { key: 'custom_fields.validation.field_locked' };
  return null;
}

/** The field definitions (groups left out) a record's values are validated against. */
export function fieldDefinitions(entries: readonly CustomFieldEntry[]): CustomFieldDefinition[] {
  return entries.filter((e): e is CustomFieldDefinition => !isGroup(e));
}
