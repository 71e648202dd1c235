import { ITEM_TYPES } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { optionFields } from './option-fields';

const kinds = (type: Parameters<typeof optionFields>[0]) =>
  Object.fromEntries(optionFields(type).map((f) => [f.key, f.kind]));

describe('option fields', () => {
  it('derives the slider fields from its schema', () => {
    expect(kinds('slider')).toMatchObject({
      min: 'number',
      max: 'number',
      step: 'number',
      units: 'link',
      required: 'boolean',
    });
  });

  it('maps enums, special objects and entity links', () => {
    const datetime = optionFields('datetime');
    expect(datetime.find((f) => f.key === 'date_time_shape')).toMatchObject({ kind: 'enum' });
    expect(datetime.find((f) => f.key === 'date_time_shape')!.values).toContain('year_month_day');
    expect(kinds('datetime').default_value).toBe('dateDefault');
    expect(kinds('photo').quality).toBe('quality');
    expect(kinds('calculation').calculations).toBe('calculation');
    expect(kinds('list').response_set_id).toBe('link');
  });

  it('edits an instruction body as rich text, first of its options', () => {
    expect(optionFields('instruction')[0]).toEqual({ key: 'content', kind: 'richText' });
  });

  it('marks plan-gated options and hides bookkeeping', () => {
    const fields = optionFields('textAnswer');
    expect(fields.find((f) => f.key === 'repeatable')!.feature).toBe('ckl_repeatable');
    expect(fields.some((f) => f.key === 'repeating_group_id')).toBe(false);
  });

  it('describes every type without throwing, booleans last', () => {
    for (const type of ITEM_TYPES) {
      const fields = optionFields(type);
      const firstBool = fields.findIndex((f) => f.kind === 'boolean');
      if (firstBool >= 0) expect(fields.slice(firstBool).every((f) => f.kind === 'boolean')).toBe(true);
    }
  });

  it('gives object and list options a control of their own, never raw JSON', () => {
    for (const type of ['yesno', 'switch', 'oknot', 'list', 'dropdown'] as const)
      expect(kinds(type).default_value).toBe('choiceDefault');
    expect(kinds('photo').default_value).toBe('photoDefault');
    expect(kinds('site').default_value).toBe('siteDefault');
    expect(kinds('dataset').sites).toBe('sites');
    expect(kinds('spare_parts').sites).toBe('sites');
    expect(kinds('document_id').items).toBe('documentIdParts');
    expect(kinds('site')).not.toHaveProperty('column_options');
  });
});
