import {
  createEditorState,
  groupFields,
  isDirty,
  unusedFields,
  type CustomFieldDefinition,
  type CustomFieldEntry,
} from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import {
  applyDrop,
  dndId,
  dropTarget,
  parseSource,
  parseZone,
  type DragSource,
  type DropZone,
} from './drag-model';

const def = (key: string, parent_id: string, extra: Partial<CustomFieldDefinition> = {}) =>
  ({
    key,
    name: key,
    description: null,
    field_type: 'text',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id,
    ...extra,
  }) satisfies CustomFieldDefinition;

const loaded: CustomFieldEntry[] = [
  { key: 'g1', name: 'General', parent_id: null },
  def('a', 'g1'),
  def('b', 'g1'),
  def('c', 'g1'),
  { key: 'g2', name: 'Technical', parent_id: null },
  def('d', 'g2'),
  def('old', 'g1', { is_used: false, is_required: true }),
];
const start = createEditorState(loaded);
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);
const id = () => 'n1';

describe('dnd ids', () => {
  it.each<DragSource | DropZone>([
    { kind: 'palette', fieldType: 'decimal' },
    { kind: 'unused', key: 'old' },
    { kind: 'field', key: 'new_a:b' },
  ])('round-trips source %j', (item) => {
    expect(parseSource(dndId(item))).toEqual(item);
  });

  it.each<DropZone>([{ kind: 'group', key: 'g1' }, { kind: 'field', key: 'a' }, { kind: 'unused' }])(
    'round-trips zone %j',
    (zone) => {
      expect(parseZone(dndId(zone))).toEqual(zone);
    },
  );

  it.each(['', 'nope', 'palette:', 'x:y'])('ignores %j', (raw) => {
    expect(parseSource(raw)).toBeNull();
  });
});

describe('dropTarget', () => {
  it.each<[DropZone, unknown]>([
    [{ kind: 'group', key: 'g2' }, { parentId: 'g2' }],
    [
      { kind: 'field', key: 'b' },
      { parentId: 'g1', index: 1 },
    ],
    [{ kind: 'field', key: 'zz' }, null],
    [{ kind: 'unused' }, null],
  ])('%j → %j', (zone, expected) => {
    expect(dropTarget(start, zone)).toEqual(expected);
  });
});

describe('applyDrop', () => {
  it.each<[string, DragSource, DropZone, string, string[]]>([
    ['reorder down onto c', { kind: 'field', key: 'a' }, { kind: 'field', key: 'c' }, 'g1', ['b', 'c', 'a']],
    ['reorder up onto a', { kind: 'field', key: 'c' }, { kind: 'field', key: 'a' }, 'g1', ['c', 'a', 'b']],
    [
      'move before a field of another group',
      { kind: 'field', key: 'a' },
      { kind: 'field', key: 'd' },
      'g2',
      ['a', 'd'],
    ],
    [
      'move to another group end',
      { kind: 'field', key: 'b' },
      { kind: 'group', key: 'g2' },
      'g2',
      ['d', 'b'],
    ],
    [
      'palette onto a field',
      { kind: 'palette', fieldType: 'text' },
      { kind: 'field', key: 'b' },
      'g1',
      ['a', 'new_n1', 'b', 'c'],
    ],
    ['unused into a group', { kind: 'unused', key: 'old' }, { kind: 'group', key: 'g2' }, 'g2', ['d', 'old']],
  ])('%s', (_name, source, zone, group, expected) => {
    expect(keys(groupFields(applyDrop(start, source, zone, id), group))).toEqual(expected);
  });

  it('a palette drop opens the new field as just added', () => {
    const state = applyDrop(start, { kind: 'palette', fieldType: 'email' }, { kind: 'group', key: 'g2' }, id);
    expect(state.editing).toEqual({ key: 'new_n1', justAdded: true });
  });

  it('an unused field dropped into a group is used and not required', () => {
    const state = applyDrop(start, { kind: 'unused', key: 'old' }, { kind: 'field', key: 'a' }, id);
    expect(groupFields(state, 'g1')[0]).toMatchObject({ key: 'old', is_used: true, is_required: false });
  });

  it('a used field dropped on the unused list moves there', () => {
    const state = applyDrop(start, { kind: 'field', key: 'b' }, { kind: 'unused' }, id);
    expect(keys(unusedFields(state))).toEqual(['b', 'old']);
  });

  it.each<[string, DragSource, DropZone]>([
    ['a field onto itself', { kind: 'field', key: 'a' }, { kind: 'field', key: 'a' }],
    ['the palette onto the unused list', { kind: 'palette', fieldType: 'text' }, { kind: 'unused' }],
    ['an unused field onto the unused list', { kind: 'unused', key: 'old' }, { kind: 'unused' }],
    ['onto an unknown field', { kind: 'field', key: 'a' }, { kind: 'field', key: 'zz' }],
  ])('changes nothing: %s', (_name, source, zone) => {
    const state = applyDrop(start, source, zone, id);
    expect(state).toBe(start);
    expect(isDirty(state)).toBe(false);
  });
});
