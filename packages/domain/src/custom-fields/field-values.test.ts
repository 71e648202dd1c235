import { describe, expect, it } from 'vitest';
import { validateFieldValue, validateFieldValues, withDefaults, type FieldRule } from './field-values';

const rule = (field_type: FieldRule['field_type'], extra: Partial<FieldRule> = {}): FieldRule => ({
  field_type,
  is_required: false,
  ...extra,
});
const decimal = rule('decimal', { config: { max_digits: 5, decimals: 2 } });

describe('validateFieldValue', () => {
  it.each([
    [
      'required text empty',
      rule('text', { is_required: true }),
      '  ',
      { error: { key: 'gen.validations.required' } },
    ],
    [
      'required number missing',
      rule('integer', { is_required: true }),
      undefined,
      { error: { key: 'gen.validations.required' } },
    ],
    ['optional empty is null', rule('email'), '', { value: null }],
    ['text trimmed', rule('text'), '  hi ', { value: 'hi' }],
    [
      'text too long',
      rule('text'),
      'x'.repeat(256),
      { error: { key: 'gen.validations.maxlength', params: { max: 255 } } },
    ],
    ['textarea allows 5000', rule('textarea'), 'x'.repeat(5000), { value: 'x'.repeat(5000) }],
    [
      'textarea too long',
      rule('textarea'),
      'x'.repeat(5001),
      { error: { key: 'gen.validations.maxlength', params: { max: 5000 } } },
    ],
    ['text given a number', rule('text'), 5, { error: { key: 'gen.validations.invalid_type' } }],
    ['email ok', rule('email'), 'ann@example.com', { value: 'ann@example.com' }],
    ['email bad', rule('email'), 'ann@', { error: { key: 'gen.validations.email' } }],
    ['phone ok', rule('phone'), '+49 (30) 123-45', { value: '+49 (30) 123-45' }],
    ['phone bad', rule('phone'), 'call me', { error: { key: 'gen.validations.phone' } }],
    ['integer from string', rule('integer'), ' -42 ', { value: -42 }],
    ['integer from number', rule('integer'), 7, { value: 7 }],
    ['integer rejects fraction', rule('integer'), '1.5', { error: { key: 'gen.validations.invalid_type' } }],
    [
      'integer rejects 1.5 as number',
      rule('integer'),
      1.5,
      { error: { key: 'gen.validations.invalid_type' } },
    ],
    [
      'integer too big',
      rule('integer'),
      '9007199254740993',
      { error: { key: 'gen.validations.max', params: { max: Number.MAX_SAFE_INTEGER } } },
    ],
    [
      'integer too small',
      rule('integer'),
      '-9007199254740993',
      { error: { key: 'gen.validations.min', params: { min: Number.MIN_SAFE_INTEGER } } },
    ],
    ['number fraction', rule('number'), '3.25', { value: 3.25 }],
    ['number leading point', rule('number'), '.5', { value: 0.5 }],
    ['number rejects text', rule('number'), '12abc', { error: { key: 'gen.validations.invalid_type' } }],
    ['number rejects exponent', rule('number'), '1e5', { error: { key: 'gen.validations.invalid_type' } }],
    ['number rejects NaN', rule('number'), Number.NaN, { error: { key: 'gen.validations.invalid_type' } }],
    ['decimal ok', decimal, '123.45', { value: 123.45 }],
    ['decimal leading zeros not counted', decimal, '000123.4', { value: 123.4 }],
    [
      'decimal too many places',
      decimal,
      '1.234',
      { error: { key: 'gen.validations.decimal_places', params: { max: 2 } } },
    ],
    [
      'decimal too many digits',
      decimal,
      '1234.56',
      { error: { key: 'gen.validations.digits', params: { max: 5 } } },
    ],
    [
      'decimal 0 places',
      rule('decimal', { config: { max_digits: 3, decimals: 0 } }),
      '12.5',
      { error: { key: 'gen.validations.decimal_places', params: { max: 0 } } },
    ],
    ['lookup refused', rule('lookup'), 'x', { error: { key: 'gen.validations.invalid_option' } }],
  ])('%s', (_name, fieldRule, raw, expected) => {
    expect(validateFieldValue(fieldRule, raw)).toEqual(expected);
  });
});

describe('validateFieldValues', () => {
  const definitions = [
    { key: 'serial', ...rule('text', { is_required: true }), is_used: true },
    { key: 'weight', ...decimal, is_used: true },
    { key: 'old', ...rule('integer', { is_required: true }), is_used: false },
  ];

  it('returns normalised values and no errors for a valid record', () => {
    expect(
      validateFieldValues(definitions, { serial: ' S-1 ', weight: '12.5', old: 'kept', stray: 'x' }),
    ).toEqual({
      values: { serial: 'S-1', weight: 12.5, old: 'kept' },
      errors: {},
    });
  });

  it('maps every failing used field to its message and skips unused ones', () => {
    expect(validateFieldValues(definitions, { weight: '1.999' }).errors).toEqual({
      serial: { key: 'gen.validations.required' },
      weight: { key: 'gen.validations.decimal_places', params: { max: 2 } },
    });
  });
});

describe('numeric bounds', () => {
  const rule = { field_type: 'integer' as const, is_required: false, min: 0, max: 100 };
  it.each([
    [-1, { error: { key: 'gen.validations.min', params: { min: 0 } } }],
    ['101', { error: { key: 'gen.validations.max', params: { max: 100 } } }],
    ['0', { value: 0 }],
    [100, { value: 100 }],
  ])('checks %j against 0–100', (raw, expected) => {
    expect(validateFieldValue(rule, raw)).toEqual(expected);
  });

  it('leaves values of a field without bounds (or saved before bounds existed) open', () => {
    expect(validateFieldValue({ field_type: 'number', is_required: false }, '-5000')).toEqual({
      value: -5000,
    });
  });
});

describe('withDefaults', () => {
  const definitions = [
    { key: 'status', is_used: true, default_value: { value: 'new' } },
    { key: 'count', is_used: true, default_value: { value: 1 } },
    { key: 'none', is_used: true, default_value: { value: null } },
    { key: 'parked', is_used: false, default_value: { value: 'x' } },
    { key: 'plain', is_used: true, default_value: null },
  ];

  it.each([
    ['fills absent used fields', {}, { status: 'new', count: 1 }],
    ['keeps given values', { status: 'done', count: 5 }, { status: 'done', count: 5 }],
    ['keeps a cleared value empty', { status: '', count: null }, { status: '', count: null }],
    ['leaves other keys alone', { extra: 'e' }, { extra: 'e', status: 'new', count: 1 }],
  ])('%s', (_name, input, expected) => {
    expect(withDefaults(definitions, input)).toEqual(expected);
  });
});
