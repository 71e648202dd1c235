import { describe, expect, it } from 'vitest';
import type { AssetTypeOption } from '@fieldbook/domain';
import { customFieldColumns, customFieldFilters, listedFields } from './custom-field-columns';

const field = (key: string, name: string, extra: Record<string, unknown> = {}) => ({
  key,
  name,
  description: null,
  field_type: 'text' as const,
  is_required: false,
  is_used: true,
  is_locked: false,
  default_value: null,
  config: null,
  parent_id: 'g',
  ...extra,
});
const types: AssetTypeOption[] = [
  {
    id: '1',
    name: 'Pump',
    fields: [
      { key: 'g', name: 'General', parent_id: null },
      field('a', 'Serial'),
      field('b', 'Power', { field_type: 'decimal' }),
      field('c', 'Old', { is_used: false }),
    ],
  },
  { id: '2', name: 'Valve', fields: [{ key: 'g2', name: 'G', parent_id: null }, field('d', 'Serial')] },
];

describe('custom-field columns and filters', () => {
  it('lists used fields labelled with their type, numeric types as numbers', () => {
    expect(listedFields(types)).toEqual([
      { key: 'a', label: 'Serial (Pump)', numeric: false },
      { key: 'b', label: 'Power (Pump)', numeric: true },
      { key: 'd', label: 'Serial (Valve)', numeric: false },
    ]);
    expect(listedFields(types.slice(0, 1))[0]?.label).toBe('Serial');
  });
  it('builds JSON-field columns and filters', () => {
    const fields = listedFields(types);
    expect(customFieldColumns(fields).map((c) => [c.id, c.defaultHidden])).toEqual([
      ['fields.a', false],
      ['fields.b', false],
      ['fields.d', false],
    ]);
    expect(customFieldFilters(fields)[1]).toEqual({
      field: 'fields.b',
      labelKey: 'asset-field-labels:b',
      type: 'number',
    });
  });
});
