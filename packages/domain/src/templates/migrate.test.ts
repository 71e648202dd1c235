import { describe, expect, it } from 'vitest';
import { migrateLegacyItems } from './migrate';
import { buildDoc, SAMPLE_ROWS } from './test-fixtures';

describe('migrateLegacyItems', () => {
  it('turns site questions into asset or asset_field and flags a merge request', () => {
    const doc = buildDoc([
      ['s', 'start_page', 0],
      ['a', 'site', 1, { required: true, default_value: 'x', editable: true }],
      [
        'b',
        'site',
        1,
        { editable: true, column_options: { column_id: 7, structure_id: 3, structure_node_id: null } },
      ],
      ['c', 'site', 1, { column_options: { column_id: 'name', structure_id: 'abc' } }],
    ]);
    const next = migrateLegacyItems(doc);
    expect(next.need_merge_request).toBe(true);
    expect(next.items[1]).toMatchObject({ type: 'asset', options: { required: true } });
    expect(next.items[1]?.options).not.toHaveProperty('default_value');
    expect(next.items[2]).toMatchObject({
      type: 'asset_field',
      options: { editable: true, field_key: '7', asset_type_id: 3, column_options: { column_id: 7 } },
    });
    expect(next.items[3]?.options).toMatchObject({
      editable: false,
      field_key: 'name',
      asset_type_id: undefined,
    });
  });

  it('returns a document without site questions unchanged', () => {
    const doc = buildDoc(SAMPLE_ROWS);
    expect(migrateLegacyItems(doc)).toBe(doc);
  });

  it('leaves the field key empty when the column id is not a scalar', () => {
    const doc = buildDoc([
      ['s', 'start_page', 0],
      ['b', 'site', 1, { column_options: { structure_id: 3 } }],
    ]);
    expect(migrateLegacyItems(doc).items[1]?.options.field_key).toBeUndefined();
  });
});
