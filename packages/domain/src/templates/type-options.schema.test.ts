import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from './item-types';
import type { ItemType } from './item-types';
import {
  dateItemType,
  defaultOptions,
  missingRequiredOptions,
  TYPE_OPTIONS_SCHEMAS,
} from './type-options.schema';

describe('defaultOptions (spec §3, §9)', () => {
  it('exists for every type and starts with the common flags off', () => {
    for (const type of ITEM_TYPES) expect(TYPE_OPTIONS_SCHEMAS[type].safeParse({}).success).toBe(true);
    expect(defaultOptions('textAnswer')).toMatchObject({ required: false, hidden: false, repeatable: false });
  });

  const cases: [ItemType, Record<string, unknown>][] = [
    ['hidden_page', { not_visible: true, hidden: false }],
    ['page', { not_visible: false }],
    ['slider', { min: 0, max: 10, step: 1, units: [] }],
    ['constant', { default_value: '', hidden: true }],
    ['calculation', { editable: false, calculations: { value: '', items: [] } }],
    ['issues_count', { scope: 'all', categories: [] }],
    ['counter', { scope: 'all', type: 'yesno' }],
    [
      'datetime',
      {
        date: true,
        time: true,
        date_time_shape: 'year_month_day_hour_minute',
        default_value: { type: 'current' },
      },
    ],
    ['date', { date: true, time: false, date_time_shape: 'year_month_day' }],
    ['time', { date: false, time: true, date_time_shape: 'hour_minute' }],
    ['document_id', { format: '{0}', items: [{ type: 'unique_number', start: 1 }] }],
    ['list', { multiple_selection: false }],
    ['checkbox', { default_value: false }],
    [
      'global_list',
      {
        separator: '/',
        label_field_keys: ['item_id', 'display_name'],
        value_field_keys: ['item_id'],
        field_type: 'text',
        value_type: 'text',
        advanced: false,
      },
    ],
    ['photo', { quality: { value: 'normal', label: 'default' }, multi_photo: false }],
    ['video', { max_length: 20, quality: { value: 'normal', label: 'default' } }],
    ['audio', { max_length: 20 }],
    ['section', { repeatable: false, exclude_report: false }],
  ];
  it.each(cases)('%s', (type, expected) => {
    expect(defaultOptions(type)).toMatchObject(expected);
  });
});

describe('missingRequiredOptions (spec §5)', () => {
  it.each([
    ['slider', {}, []],
    ['slider', { min: null }, ['min']],
    ['constant', defaultOptions('constant'), ['default_value']],
    ['issues_count', defaultOptions('issues_count'), ['categories']],
    ['issues_count', { categories: ['x'] }, []],
    ['global_list', {}, ['global_list_uuid', 'global_list_id']],
    ['asset_field', { asset_type_uuid: 'u', field_key: 'k' }, ['asset_type_id', 'field_type', 'value_type']],
    ['textAnswer', {}, []],
  ] as [ItemType, Record<string, unknown>, string[]][])('%s %j misses %j', (type, options, missing) => {
    const withDefaults = type === 'slider' ? { ...defaultOptions('slider'), ...options } : options;
    expect(missingRequiredOptions({ type, options: withDefaults })).toEqual(missing);
  });
});

describe('dateItemType', () => {
  it.each([
    [true, false, 'date'],
    [false, true, 'time'],
    [true, true, 'datetime'],
    [false, false, 'datetime'],
  ] as const)('date=%s time=%s → %s', (date, time, type) => {
    expect(dateItemType(date, time)).toBe(type);
  });
});
