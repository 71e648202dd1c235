import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition, CustomFieldEntry } from './custom-field.schema';
import { deleteUnusedFieldFrom, prepareFieldsForSave } from './save-fields';

function def(
  key: string,
  parent_id: string,
  extra: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition {
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
    parent_id,
    ...extra,
  };
}
const group = (key: string): CustomFieldEntry => ({ key, name: key, parent_id: null });
const stored: CustomFieldEntry[] = [group('g1'), def('a', 'g1', { is_locked: true }), def('b', 'g1')];
let n = 0;
const nextKey = () => `f_${++n}`;

describe('prepareFieldsForSave', () => {
  it('gives new groups and fields stored keys, re-homes fields into renamed groups and keeps locks', () => {
    n = 0;
    const result = prepareFieldsForSave(
      stored,
      [
        group('g1'),
        def('a', 'g1'),
        group('new_g'),
        def('new_x', 'new_g', { is_locked: true }),
        def('b', 'new_g'),
      ],
      nextKey,
    );
    expect(result).toEqual({
      ok: true,
      fields: [
        group('g1'),
        def('a', 'g1', { is_locked: true }),
        { key: 'f_1', name: 'new_g', parent_id: null },
        def('f_2', 'f_1', { name: 'new_x' }),
        def('b', 'f_1'),
      ],
    });
  });
  it.each([
    [
      'an unknown saved key',
      [group('g1'), def('a', 'g1'), def('zz', 'g1')],
      { 'fields.2.key': 'gen.validations.invalid_option' },
    ],
    [
      'a changed field type',
      [group('g1'), def('a', 'g1'), def('b', 'g1', { field_type: 'email' })],
      { 'fields.2.field_type': 'custom_fields.validation.type_changed' },
    ],
    [
      'a missing locked field',
      [group('g1'), def('b', 'g1')],
      { fields: 'custom_fields.validation.field_locked' },
    ],
    [
      'a group turned into a field',
      [def('g1', 'g1'), def('a', 'g1')],
      { 'fields.0.key': 'gen.validations.invalid_option' },
    ],
  ])('refuses %s', (_name, incoming, expected) => {
    const result = prepareFieldsForSave(stored, incoming, nextKey);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v.key]))).toEqual(expected);
  });
});

describe('deleteUnusedFieldFrom', () => {
  const list: CustomFieldEntry[] = [
    group('g1'),
    def('used', 'g1'),
    def('parked', 'g1', { is_used: false }),
    def('kept', 'g1', { is_used: false, is_locked: true }),
  ];
  it('removes an unused field', () => {
    expect(deleteUnusedFieldFrom(list, 'parked')).toEqual({ ok: true, fields: [list[0], list[1], list[3]] });
  });
  it.each([
    ['used', 'custom_fields.validation.field_in_use'],
    ['kept', 'custom_fields.validation.field_locked'],
  ])('refuses %s', (key, message) => {
    expect(deleteUnusedFieldFrom(list, key)).toEqual({ ok: false, error: { key: message } });
  });
  it('knows nothing of groups or unknown keys', () => {
    expect(deleteUnusedFieldFrom(list, 'g1')).toEqual({ ok: false, error: null });
    expect(deleteUnusedFieldFrom(list, 'nope')).toEqual({ ok: false, error: null });
  });
});
