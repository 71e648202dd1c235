import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  customFieldDefinitionSchema,
  customFieldListSchema,
  isNewFieldKey,
  newFieldKey,
} from './custom-field.schema';

const field = (extra: Record<string, unknown> = {}) => ({
  key: 'serial',
  name: 'Serial number',
  field_type: 'text',
  parent_id: 'group1',
  ...extra,
});
const group = { key: 'group1', name: 'General', parent_id: null };

function messages(input: unknown): Record<string, string> {
  const result = customFieldDefinitionSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('new field keys', () => {
  it('prefixes new_ and strips characters keys do not allow', () => {
    expect(newFieldKey('3f2a-9b')).toBe('new_3f2a9b');
    expect(isNewFieldKey(newFieldKey('x1'))).toBe(true);
    expect(isNewFieldKey('serial')).toBe(false);
  });
});

describe('customFieldDefinitionSchema', () => {
  it('fills defaults for the flags', () => {
    expect(customFieldDefinitionSchema.parse(field())).toEqual({
      ...field(),
      description: null,
      is_required: false,
      is_used: true,
      is_locked: false,
      default_value: null,
      config: null,
    });
  });

  it.each([
    ['name required with the user key', field({ name: '   ' }), { name: 'user.validation.required' }],
    [
      'lookup is listed but disabled',
      field({ field_type: 'lookup' }),
      { field_type: 'gen.validations.invalid_option' },
    ],
    [
      'decimal needs max_digits and decimals',
      field({ field_type: 'decimal', config: { max_digits: null, decimals: null } }),
      { 'config.max_digits': 'gen.validations.required', 'config.decimals': 'gen.validations.required' },
    ],
    [
      'decimal config missing entirely',
      field({ field_type: 'decimal' }),
      { 'config.max_digits': 'gen.validations.required', 'config.decimals': 'gen.validations.required' },
    ],
    [
      'decimals must be below max_digits',
      field({ field_type: 'decimal', config: { max_digits: 3, decimals: 3 } }),
      { 'config.decimals': 'custom_fields.validation.decimals_below_max_digits' },
    ],
    [
      'default value checked against the type',
      field({ field_type: 'email', default_value: { value: 'nope' } }),
      { 'default_value.value': 'gen.validations.email' },
    ],
    ['unknown type', field({ field_type: 'date' }), { field_type: expect.any(String) }],
  ])('%s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it.each([
    ['description of 2000', field({ description: 'd'.repeat(2000) }), true],
    ['description of 2001', field({ description: 'd'.repeat(2001) }), false],
    ['max_digits 16', field({ field_type: 'decimal', config: { max_digits: 16, decimals: 9 } }), true],
    ['max_digits 17', field({ field_type: 'decimal', config: { max_digits: 17, decimals: 2 } }), false],
    ['max_digits 0', field({ field_type: 'decimal', config: { max_digits: 0, decimals: 0 } }), false],
    ['decimals 10', field({ field_type: 'decimal', config: { max_digits: 16, decimals: 10 } }), false],
    ['required default may be empty', field({ is_required: true, default_value: { value: '' } }), true],
  ])('%s → valid %s', (_name, input, valid) => {
    expect(customFieldDefinitionSchema.safeParse(input).success).toBe(valid);
  });
});

describe('numeric bounds', () => {
  it('accepts optional bounds on numeric fields and refuses a maximum below the minimum', () => {
    expect(messages(field({ field_type: 'integer', min: 0, max: 10 }))).toEqual({});
    expect(messages(field({ field_type: 'number', min: 5, max: 1 }))).toEqual({
      max: 'custom_fields.validation.max_below_min',
    });
  });

  it('refuses bounds on a text field and a default outside them', () => {
    expect(messages(field({ min: 1 }))).toEqual({ min: 'gen.validations.invalid_option' });
    expect(messages(field({ field_type: 'integer', min: 0, default_value: { value: -5 } }))).toEqual({
      'default_value.value': 'gen.validations.min',
    });
  });
});

describe('customFieldListSchema', () => {
  it('accepts groups and the fields inside them', () => {
    expect(customFieldListSchema.safeParse([group, field()]).success).toBe(true);
  });

  it('rejects duplicate keys and fields outside any group of the list', () => {
    const result = customFieldListSchema.safeParse([
      group,
      field(),
      field(),
      field({ key: 'x', parent_id: 'nope' }),
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['2.key', 'gen.validations.unique'],
      ['3.parent_id', 'gen.validations.invalid_option'],
    ]);
  });

  it('reports a field error at the entry path, not as a union failure', () => {
    const result = customFieldListSchema.safeParse([group, field({ name: '' })]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.name', 'user.validation.required'],
    ]);
  });
});

describe('OpenAPI', () => {
  it.each(['input', 'output'] as const)('the list schema renders as JSON Schema (%s)', (io) => {
    const schema = z.toJSONSchema(customFieldListSchema, { io });
    expect(schema).toMatchObject({
      type: 'array',
      items: { anyOf: [expect.any(Object), expect.any(Object)] },
    });
  });
});
