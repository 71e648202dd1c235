import { describe, expect, it } from 'vitest';
import { buildDoc, namedIds, shapeOf } from './test-fixtures';
import type { Row } from './test-fixtures';
import { fromServerShape, toServerShape } from './serialise';

const rows: Row[] = [
  ['p', 'page', 0],
  ['x', 'section', 1, { repeatable: true, repeatable_settings: { min: 1, max: 4 }, repeating_group_id: 'w' }],
  ['a', 'photo', 2, { quality: { value: 'hd', label: 'HD 720p' } }],
  ['sec', 'section', 2],
  ['b', 'number', 3],
  ['q', 'number', 1, { repeatable: true }],
  ['v', 'video', 1],
];
const doc = buildDoc(rows);

describe('toServerShape', () => {
  const server = toServerShape(doc, namedIds('w'));

  it('wraps each repeatable in a repeating_group with the item as its child', () => {
    expect(shapeOf(server)).toEqual([
      'p:0:-',
      'w:1:p',
      'x:2:w',
      'a:3:x',
      'sec:3:x',
      'b:4:sec',
      'w1:1:p',
      'q:2:w1',
      'v:1:p',
    ]);
    expect(server.items[1]).toMatchObject({
      type: 'repeating_group',
      options: { repeatable: true, repeatable_settings: { min: 1, max: 4 } },
    });
    expect(server.items[7]?.options.repeating_group_id).toBe('w1');
  });

  it('reduces quality to its value and leaves unset quality alone', () => {
    expect(server.items[3]?.options.quality).toBe('hd');
    expect(server.items[8]?.options.quality).toBeUndefined();
  });
});

describe('fromServerShape', () => {
  it('restores the editor document exactly', () => {
    const withIds = {
      ...doc,
      items: doc.items.map((i) =>
        i.id === 'q' ? { ...i, options: { ...i.options, repeating_group_id: 'w1' } } : i,
      ),
    };
    expect(fromServerShape(toServerShape(withIds))).toEqual(withIds);
  });

  it('expands known and unknown quality values', () => {
    const server = buildDoc([
      ['p', 'page', 0],
      ['a', 'photo', 1, { quality: 'fhd' }],
      ['b', 'audio', 1, { quality: '4k' }],
    ]);
    const editor = fromServerShape(server);
    expect(editor.items[1]?.options.quality).toEqual({ value: 'fhd', label: 'FHD 1080p' });
    expect(editor.items[2]?.options.quality).toEqual({ value: '4k', label: '4k' });
  });

  it('drops an empty legacy wrapper and takes settings from the child when the wrapper has none', () => {
    const server = buildDoc([
      ['p', 'page', 0],
      ['w', 'repeating_group', 1],
      ['w2', 'repeating_group', 1, { repeatable_settings: undefined }],
      ['a', 'number', 2, { repeatable_settings: { max: 2 } }],
      ['b', 'number', 2],
    ]);
    const editor = fromServerShape(server);
    expect(shapeOf(editor)).toEqual(['p:0:-', 'a:1:p', 'b:1:p']);
    expect(editor.items[1]?.options).toMatchObject({
      repeatable: true,
      repeatable_settings: { max: 2 },
      repeating_group_id: 'w2',
    });
  });
});
