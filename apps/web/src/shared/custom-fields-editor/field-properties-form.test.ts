import type { CustomFieldDefinition } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import {
  fieldFormErrors,
  fieldFormValues,
  toFieldForm,
  withMaxDigits,
  type FieldFormValues,
} from './field-properties-form';

const field = (extra: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  key: 'weight',
  name: 'Weight',
  description: null,
  field_type: 'decimal',
  is_required: false,
  is_used: true,
  is_locked: false,
  default_value: null,
  config: { max_digits: 10, decimals: 2 },
  parent_id: 'g1',
  ...extra,
});
const values = (extra: Partial<FieldFormValues> = {}): FieldFormValues => ({
  ...fieldFormValues(field()),
  ...extra,
});

describe('field properties form', () => {
  it('starts from the field', () => {
    expect(fieldFormValues(field({ default_value: { value: 1.5 } }))).toEqual({
      name: 'Weight',
      description: '',
      is_required: false,
      default_value: '1.5',
      max_digits: '10',
      decimals: '2',
      min: '',
      max: '',
    });
  });

  it.each([
    ['rising keeps decimals', values(), '12', { max_digits: '12', decimals: '2' }],
    ['falling to decimals resets them', values({ decimals: '4' }), '4', { max_digits: '4', decimals: '0' }],
    ['emptied keeps decimals', values(), null, { max_digits: null, decimals: '2' }],
  ])('max_digits: %s', (_name, start, maxDigits, expected) => {
    expect(withMaxDigits(start, maxDigits)).toMatchObject(expected);
  });

  it('turns the form into the domain form with a normalised default', () => {
    expect(toFieldForm(field(), values({ description: '  ', default_value: '012.50' }))).toEqual({
      name: 'Weight',
      description: null,
      is_required: false,
      default_value: { value: 12.5 },
      config: { max_digits: 10, decimals: 2 },
      min: null,
      max: null,
    });
    expect(toFieldForm(field(), values({ min: ' 0 ', max: '99.5' }))).toMatchObject({ min: 0, max: 99.5 });
    expect(
      toFieldForm(field({ field_type: 'text', config: null }), values({ default_value: '' })).config,
    ).toBeNull();
  });

  it.each<[string, CustomFieldDefinition, Partial<FieldFormValues>, Record<string, unknown>]>([
    ['valid', field(), {}, {}],
    ['name required', field(), { name: '  ' }, { name: { key: 'custom-fields-editor:validation.required' } }],
    [
      'description too long',
      field(),
      { description: 'd'.repeat(2001) },
      { description: { key: 'common:gen.validations.maxlength', values: { count: 2000 } } },
    ],
    [
      'digits required',
      field(),
      { max_digits: null, decimals: null },
      {
        max_digits: { key: 'common:gen.validations.required' },
        decimals: { key: 'common:gen.validations.required' },
      },
    ],
    [
      'decimals below max digits',
      field(),
      { max_digits: '3', decimals: '3' },
      { decimals: { key: 'custom-fields-editor:validation.decimalsBelowMaxDigits' } },
    ],
    [
      'default with too many places keeps the limit',
      field(),
      { default_value: '1.234' },
      { default_value: { key: 'custom-fields-editor:validation.decimalPlaces', values: { count: 2 } } },
    ],
    [
      'default e-mail checked',
      field({ field_type: 'email', config: null }),
      { default_value: 'nope', max_digits: null, decimals: null },
      { default_value: { key: 'common:gen.validations.email' } },
    ],
    [
      'maximum below minimum',
      field(),
      { min: '10', max: '1' },
      { max: { key: 'custom-fields-editor:validation.maxBelowMin' } },
    ],
    [
      'default below the minimum keeps the bound',
      field({ field_type: 'integer', config: null }),
      { min: '0', default_value: '-5', max_digits: null, decimals: null },
      { default_value: { key: 'common:gen.validations.min', values: { count: 0 } } },
    ],
    ['unreadable bound', field(), { min: 'abc' }, { min: { key: 'common:gen.validations.invalidType' } }],
  ])('%s', (_name, definition, input, expected) => {
    expect(fieldFormErrors(definition, values(input))).toEqual(expected);
  });
});
