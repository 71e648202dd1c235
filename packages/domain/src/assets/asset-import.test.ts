import { describe, expect, it } from 'vitest';
import type { CustomFieldEntry } from '../custom-fields/custom-field.schema';
import { fieldDefinitions, validateNewAsset } from './asset-import';

const entries: CustomFieldEntry[] = [
  { key: 'g', name: 'General', parent_id: null },
  {
    key: 'count',
    name: 'Count',
    description: null,
    field_type: 'integer',
    is_required: true,
    is_used: true,
    is_locked: false,
    default_value: { value: 1 },
    config: null,
    parent_id: 'g',
  },
];
const definitions = fieldDefinitions(entries);

describe('validateNewAsset', () => {
  it('trims, fills defaults on create only and stores numbers as numbers', () => {
    const input = { asset_id: ' A-1 ', display_name: 'Pump', fields: {} };
    expect(validateNewAsset(definitions, input, { applyDefaults: true })).toEqual({
      ok: true,
      value: { asset_id: 'A-1', display_name: 'Pump', fields: { count: 1 } },
    });
    expect(validateNewAsset(definitions, input, { applyDefaults: false })).toEqual({
      ok: false,
      errors: { 'fields.count': { key: 'gen.validations.required' } },
    });
  });
  it.each([
    [
      { asset_id: '', display_name: 'x', fields: { count: 2 } },
      { asset_id: { key: 'gen.validations.required' } },
    ],
    [
      { asset_id: 'a'.repeat(65), display_name: 'x', fields: { count: 2 } },
      { asset_id: { key: 'gen.validations.maxlength', params: { max: 64 } } },
    ],
    [
      { asset_id: 'A', display_name: null, fields: { count: 2 } },
      { display_name: { key: 'gen.validations.required' } },
    ],
    [
      { asset_id: 'A', display_name: 'x', fields: { count: '2.5' } },
      { 'fields.count': { key: 'gen.validations.invalid_type' } },
    ],
  ])('refuses %j', (input, errors) => {
    expect(validateNewAsset(definitions, input, { applyDefaults: true })).toEqual({ ok: false, errors });
  });
  it('reads a numeric asset id from a spreadsheet cell as text', () => {
    const result = validateNewAsset(
      definitions,
      { asset_id: 1001, display_name: 'x', fields: {} },
      { applyDefaults: true },
    );
    expect(result.ok && result.value.asset_id).toBe('1001');
  });
});
