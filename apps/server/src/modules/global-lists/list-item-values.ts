import { fieldDefinitions } from '@fieldbook/domain/custom-fields/definition-changes';
import {
  validateFieldValues,
  withDefaults,
  type FieldValue,
  type ValidationMessage,
} from '@fieldbook/domain/custom-fields/index';
import { ITEM_ID_MAX, type GlobalList } from '@fieldbook/domain';

/** A checked item: what to store, or the field → message map of what failed. */
export type CheckedItem =
  | { ok: true; itemId: string; displayName: string; fields: Record<string, FieldValue> }
  | { ok: false; errors: Record<string, ValidationMessage> };

function text(raw: unknown, max: number): { value: string } | { error: ValidationMessage } {
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { error: { key: 'gen.validations.required' } };
  if (value.length > max) return { error: { key: 'gen.validations.maxlength', params: { max } } };
  return { value };
}

/**
 * Checks an item against its list's definitions (one rule for forms, the API and imports): item id and display
 * name required, custom-field values validated; defaults filled only for a new item. Error keys are `item_id`,
 * `display_name` and `fields.<key>`.
 */
export function checkListItem(
  list: Pick<GlobalList, 'fields'>,
  input: { item_id: unknown; display_name: unknown; fields: Readonly<Record<string, unknown>> },
  isNew: boolean,
): CheckedItem {
  const definitions = fieldDefinitions(list.fields);
  const errors: Record<string, ValidationMessage> = {};
  const itemId = text(input.item_id, ITEM_ID_MAX);
  const displayName = text(input.display_name, 255);
  if ('error' in itemId) errors.item_id = itemId.error;
  if ('error' in displayName) errors.display_name = displayName.error;
  const raw = isNew ? withDefaults(definitions, input.fields) : input.fields;
  const checked = validateFieldValues(definitions, raw);
  for (const [key, message] of Object.entries(checked.errors)) errors[`fields.${key}`] = message;
  if ('error' in itemId || 'error' in displayName || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return { ok: true, itemId: itemId.value, displayName: displayName.value, fields: checked.values };
}
