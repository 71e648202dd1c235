import type { CustomFieldDefinition, ImportField, ValidationMessage } from '@fieldbook/domain';
import { isMessageKey } from '../../../platform/i18n/i18n';
import type { RowRejection } from '../import-target';

/** Column ids of custom fields carry this prefix, the same as the field errors of the batch inserts. */
const FIELD_PREFIX = 'fields.';

/** The used custom fields of a type or list as import fields (`fields.<key>`). */
export function customFieldColumns(definitions: readonly CustomFieldDefinition[]): ImportField[] {
  return definitions
    .filter((d) => d.is_used !== false)
    .map((d) => ({ id: `${FIELD_PREFIX}${d.key}`, name: d.name, required: d.is_required }));
}

/** The custom-field cells of a mapped row, keyed by field key (unmapped fields are left to their defaults). */
export function fieldValues(values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    if (id.startsWith(FIELD_PREFIX)) out[id.slice(FIELD_PREFIX.length)] = value;
  }
  return out;
}

/** One refusal reason with a catalogue key the server can translate (unknown keys read as a format error). */
export function reasonOf(field: string, message: ValidationMessage): RowRejection['reasons'][number] {
  return {
    field,
    message: {
      key: isMessageKey(message.key) ? message.key : 'gen.validations.invalid_type',
      ...(message.params ? { params: message.params } : {}),
    },
  };
}

/** A batch insert's refused rows (row number plus a field → message map) as the pipeline's rejections. */
export function rejectionsOf(
  rows: readonly { row: number; errors: Record<string, ValidationMessage> }[],
): RowRejection[] {
  return rows.map((r) => ({
    line: r.row,
    reasons: Object.entries(r.errors).map(([field, m]) => reasonOf(field, m)),
  }));
}
