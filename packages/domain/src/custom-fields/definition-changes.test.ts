import { describe, expect, it } from 'vitest';
import { customFieldListSchema, type CustomFieldEntry } from './custom-field.schema';
import { applyDefinitionChanges, unusedFieldDeleteRefusal } from './definition-changes';

const parse = (entries: unknown[]): CustomFieldEntry[] => customFieldListSchema.parse(entries);
const stored = parse([
  { key: 'g', name: 'G', parent_id: null },
  { key: 'a', name: 'A', field_type: 'text', is_locked: true, parent_id: 'g' },
  { key: 'b', name: 'B', field_type: 'integer', is_used: false, parent_id: 'g' },
]);

describe('applyDefinitionChanges', () => {
  it('gives new_ keys stored keys, parents follow, locks stay as stored', () => {
    let n = 0;
    const incoming = parse([
      ...stored.map((e) => (e.key === 'a' ? { ...e, is_locked: false } : e)),
      { key: 'new_1', name: 'New group', parent_id: null },
      { key: 'new_2', name: 'C', field_type: 'email', parent_id: 'new_1' },
    ]);
    const result = applyDefinitionChanges(stored, incoming, () => `k${(n += 1)}`);
    expect(result).toEqual({
      entries: [
        stored[0],
        stored[1],
        stored[2],
        { ...incoming[3], key: 'k1' },
        { ...incoming[4], key: 'k2', parent_id: 'k1', is_locked: false },
      ],
    });
  });

  it('refuses a changed type and a vanished saved field', () => {
    const changed = parse([stored[0], { ...stored[1], field_type: 'email' }]);
    expect(applyDefinitionChanges(stored, changed, () => 'x')).toEqual({
      errors: {
        'fields.1.field_type': { key: 'custom_fields.validation.type_fixed' },
        fields: { key: 'custom_fields.validation.field_missing' },
      },
    });
  });
});

describe('unusedFieldDeleteRefusal', () => {
  it.each([
    ['b', null],
    ['a', { key: 'custom_fields.validation.field_in_use' }],
    ['g', 'not_found'],
    ['zz', 'not_found'],
  ])('%s → %j', (key, refusal) => {
    expect(unusedFieldDeleteRefusal(stored, key)).toEqual(refusal);
  });
  it('refuses a locked unused field', () => {
    const locked = parse([stored[0], { ...stored[2], is_locked: true }]);
    expect(unusedFieldDeleteRefusal(locked, 'b')).toEqual({ key: 'custom_fields.validation.field_locked' });
  });
});
