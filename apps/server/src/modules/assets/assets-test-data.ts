import type { CustomFieldEntry } from '@fieldbook/domain';

/** A used field definition for tests, in the editor's shape. */
export function testField(
  key: string,
  parentId: string,
  extra: Record<string, unknown> = {},
): CustomFieldEntry {
  return {
    key,
    name: key,
    description: null,
    field_type: 'text',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id: parentId,
    ...extra,
  } as CustomFieldEntry;
}

/** A pump type's fields as the editor sends them: two new groups with new fields. */
export const pumpFields: CustomFieldEntry[] = [
  { key: 'new_g1', name: 'General', parent_id: null },
  testField('new_serial', 'new_g1', { name: 'Serial', is_required: true }),
  testField('new_site', 'new_g1', { name: 'Site' }),
  { key: 'new_g2', name: 'Technical', parent_id: null },
  testField('new_power', 'new_g2', {
    name: 'Power',
    field_type: 'decimal',
    config: { max_digits: 6, decimals: 2 },
    default_value: { value: 7.5 },
  }),
];

/** JSON filter for a list URL. */
export const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));
