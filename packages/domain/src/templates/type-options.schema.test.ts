import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from './item-types';
import type { ItemType } from './item-types';
import { infoEntrySchema } from './entities.schema';
import { RICH_TEXT_FONTS, RICH_TEXT_MAX_LENGTH, RICH_TEXT_SIZES, richTextHasText } from './rich-text.schema';
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

describe('instruction content (rich text, ADR 164)', () => {
  const schema = TYPE_OPTIONS_SCHEMAS.instruction;
  it('starts without a body and keeps an HTML body', () => {
    expect(defaultOptions('instruction')).not.toHaveProperty('content');
    const html = '<p><strong>Wear</strong> <span style="font-family: Georgia">gloves</span></p>';
    expect(schema.parse({ content: html }).content).toBe(html);
  });

  it('refuses a body longer than the limit, and a body that is not text', () => {
    expect(schema.safeParse({ content: 'x'.repeat(RICH_TEXT_MAX_LENGTH) }).success).toBe(true);
    expect(schema.safeParse({ content: 'x'.repeat(RICH_TEXT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(schema.safeParse({ content: 42 }).success).toBe(false);
  });

  it('limits a related-info text the same way', () => {
    expect(infoEntrySchema.safeParse({ type: 'text', value: '<p>ok</p>' }).success).toBe(true);
    expect(
      infoEntrySchema.safeParse({ type: 'text', value: 'x'.repeat(RICH_TEXT_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });
});

describe('rich-text toolbar choices (workbench spec §9)', () => {
  it('offers exactly the six fonts and sizes from 8 to 96 in rising order', () => {
    expect(RICH_TEXT_FONTS).toEqual(['Arial', 'Georgia', 'Impact', 'Tahoma', 'Times New Roman', 'Verdana']);
    expect(RICH_TEXT_SIZES[0]).toBe(8);
    expect(RICH_TEXT_SIZES.at(-1)).toBe(96);
    expect([...RICH_TEXT_SIZES].sort((a, b) => a - b)).toEqual([...RICH_TEXT_SIZES]);
  });
});

describe('richTextHasText', () => {
  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p>&nbsp; <br></p>', false],
    ['<p>\u00a0</p>', false],
    ['<p><strong>x</strong></p>', true],
    ['plain', true],
  ])('%j → %s', (html, expected) => {
    expect(richTextHasText(html)).toBe(expected);
  });
});
