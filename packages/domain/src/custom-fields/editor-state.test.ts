import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition, CustomFieldEntry } from './custom-field.schema';
import {
  addGroup,
  addNewField,
  applyFieldForm,
  cancelFieldEditor,
  canDeleteField,
  createEditorState,
  deleteUnusedField,
  discardChanges,
  editorGroups,
  groupFields,
  isDirty,
  markSaved,
  moveField,
  openFieldEditor,
  removeField,
  removeGroup,
  renameGroup,
  unusedFields,
  useUnusedField,
  type CustomFieldsEditorState,
  type FieldForm,
} from './editor-state';

function def(
  key: string,
  parent_id: string,
  extra: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition {
  return {
    key,
    name: key.toUpperCase(),
    description: null,
    field_type: 'text',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id,
    ...extra,
  };
}

const loaded: CustomFieldEntry[] = [
  { key: 'g1', name: 'General', parent_id: null },
  def('a', 'g1', { is_required: true }),
  def('b', 'g1'),
  { key: 'g2', name: 'Technical', parent_id: null },
  def('c', 'g2'),
  def('old', 'g1', { is_used: false, is_required: true }),
  def('kept', 'g2', { is_used: false, is_locked: true }),
];
const start = createEditorState(loaded);
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);
const form: FieldForm = {
  name: 'Weight',
  description: 'kg',
  is_required: true,
  default_value: null,
  config: { max_digits: 6, decimals: 2 },
};

describe('reading the editor', () => {
  it('splits groups, their used fields in order, and the unused list', () => {
    expect(keys(editorGroups(start))).toEqual(['g1', 'g2']);
    expect(keys(groupFields(start, 'g1'))).toEqual(['a', 'b']);
    expect(keys(groupFields(start, 'g2'))).toEqual(['c']);
    expect(keys(unusedFields(start))).toEqual(['old', 'kept']);
    expect(isDirty(start)).toBe(false);
  });
});

describe('adding a new field (click or drag) opens its modal', () => {
  it.each([
    ['click adds at the end of the first group', undefined, 'g1', ['a', 'b', 'new_n1']],
    ['drag to a group end', { parentId: 'g2' }, 'g2', ['c', 'new_n1']],
    ['drag between fields', { parentId: 'g1', index: 1 }, 'g1', ['a', 'new_n1', 'b']],
    ['drag to the top', { parentId: 'g1', index: 0 }, 'g1', ['new_n1', 'a', 'b']],
  ])('%s', (_name, target, group, expected) => {
    const state = addNewField(start, 'text', 'n1', target);
    expect(keys(groupFields(state, group))).toEqual(expected);
    expect(state.editing).toEqual({ key: 'new_n1', justAdded: true });
  });

  it('gives a decimal field a valid starting precision and others no config', () => {
    const added = (type: 'decimal' | 'email') => groupFields(addNewField(start, type, 'n1'), 'g1').at(-1);
    expect(added('decimal')?.config).toEqual({ max_digits: 10, decimals: 2 });
    expect(added('email')?.config).toBeNull();
  });

  it.each([
    ['lookup is disabled', () => addNewField(start, 'lookup', 'n1')],
    ['unknown group', () => addNewField(start, 'text', 'n1', { parentId: 'zz' })],
    ['no group at all', () => addNewField(createEditorState([]), 'text', 'n1')],
  ])('refuses: %s', (_name, act) => {
    const state = act();
    expect(state.entries).toEqual(state.initial);
    expect(state.editing).toBeNull();
  });
});

describe('the edit-properties modal', () => {
  it('cancel on a just-added field removes it and leaves nothing to save', () => {
    const state = cancelFieldEditor(addNewField(start, 'text', 'n1'));
    expect(keys(groupFields(state, 'g1'))).toEqual(['a', 'b']);
    expect(state.editing).toBeNull();
    expect(isDirty(state)).toBe(false);
  });

  it('confirm keeps the new field with the form values; cancelling a later edit keeps it', () => {
    const confirmed = applyFieldForm(addNewField(start, 'decimal', 'n1'), form);
    expect(groupFields(confirmed, 'g1').at(-1)).toMatchObject({ key: 'new_n1', ...form });
    const reopened = cancelFieldEditor(openFieldEditor(confirmed, 'new_n1'));
    expect(keys(groupFields(reopened, 'g1'))).toEqual(['a', 'b', 'new_n1']);
  });

  it('cancel on an existing field changes nothing', () => {
    const state = cancelFieldEditor(openFieldEditor(start, 'a'));
    expect(state.entries).toBe(start.entries);
    expect(isDirty(state)).toBe(false);
  });

  it('confirm on a non-decimal field drops any config the form carried', () => {
    const state = applyFieldForm(openFieldEditor(start, 'b'), form);
    expect(groupFields(state, 'g1')[1]).toMatchObject({ name: 'Weight', config: null });
    expect(isDirty(state)).toBe(true);
  });

  it('opening an unknown key does nothing', () => {
    expect(openFieldEditor(start, 'zz')).toBe(start);
  });
});

describe('removing, using and deleting fields', () => {
  it('removing a saved field moves it to unused', () => {
    const state = removeField(start, 'b');
    expect(keys(groupFields(state, 'g1'))).toEqual(['a']);
    expect(keys(unusedFields(state))).toEqual(['b', 'old', 'kept']);
  });

  it('removing a new field drops it', () => {
    const state = removeField(applyFieldForm(addNewField(start, 'text', 'n1'), form), 'new_n1');
    expect(keys(unusedFields(state))).toEqual(['old', 'kept']);
    expect(isDirty(state)).toBe(false);
  });

  it('dragging an unused field into a group makes it used and not required', () => {
    const state = useUnusedField(start, 'old', { parentId: 'g2', index: 0 });
    expect(keys(groupFields(state, 'g2'))).toEqual(['old', 'c']);
    expect(groupFields(state, 'g2')[0]).toMatchObject({ is_used: true, is_required: false, parent_id: 'g2' });
    expect(keys(unusedFields(state))).toEqual(['kept']);
  });

  it('a used field cannot be "used" again and an unused one cannot be moved', () => {
    expect(useUnusedField(start, 'a', { parentId: 'g2' })).toBe(start);
    expect(moveField(start, 'old', { parentId: 'g2' })).toBe(start);
  });

  it.each([
    ['unused, unlocked', def('x', 'g1', { is_used: false }), true],
    ['unused, locked', def('x', 'g1', { is_used: false, is_locked: true }), false],
    ['used', def('x', 'g1'), false],
  ])('canDeleteField: %s → %s', (_name, field, expected) => {
    expect(canDeleteField(field)).toBe(expected);
  });

  it('deleting an unused field removes it from both lists, so it alone does not enable save', () => {
    const state = deleteUnusedField(start, 'old');
    expect(keys(unusedFields(state))).toEqual(['kept']);
    expect(isDirty(state)).toBe(false);
    expect(discardChanges(state).entries).toEqual(state.entries);
  });

  it.each(['kept', 'a'])('refuses to delete %s (locked or used)', (key) => {
    expect(deleteUnusedField(start, key)).toBe(start);
  });
});

describe('save enabled only on change; discard restores', () => {
  const cases: [string, (s: CustomFieldsEditorState) => CustomFieldsEditorState, boolean][] = [
    ['nothing', (s) => s, false],
    ['reorder within a group', (s) => moveField(s, 'b', { parentId: 'g1', index: 0 }), true],
    ['move to another group', (s) => moveField(s, 'a', { parentId: 'g2' }), true],
    [
      'move back to where it was',
      (s) => moveField(moveField(s, 'b', { parentId: 'g1', index: 0 }), 'b', { parentId: 'g1' }),
      false,
    ],
    ['form changed', (s) => applyFieldForm(openFieldEditor(s, 'a'), { ...form, config: null }), true],
    [
      'form confirmed unchanged',
      (s) =>
        applyFieldForm(openFieldEditor(s, 'a'), {
          name: 'A',
          description: null,
          is_required: true,
          default_value: null,
          config: null,
        }),
      false,
    ],
    ['field removed to unused', (s) => removeField(s, 'a'), true],
    ['new field confirmed', (s) => applyFieldForm(addNewField(s, 'text', 'n1'), form), true],
    ['group added', (s) => addGroup(s, 'g', 'Extra'), true],
    ['group renamed', (s) => renameGroup(s, 'g2', 'Tech'), true],
  ];
  it.each(cases)('%s → dirty %s', (_name, act, dirty) => {
    const state = act(start);
    expect(isDirty(state)).toBe(dirty);
    const discarded = discardChanges(state);
    expect(discarded.entries).toEqual(loaded);
    expect(discarded.editing).toBeNull();
  });

  it('after saving, the saved list is the new baseline', () => {
    const saved = removeField(start, 'a').entries;
    const state = markSaved(removeField(start, 'a'), saved);
    expect(isDirty(state)).toBe(false);
    expect(discardChanges(state).entries).toBe(saved);
  });
});

describe('groups', () => {
  it('removing a group sends its fields to unused and re-homes them to the first remaining group', () => {
    const withNew = applyFieldForm(addNewField(start, 'text', 'n1', { parentId: 'g2' }), form);
    const state = removeGroup(withNew, 'g2');
    expect(keys(editorGroups(state))).toEqual(['g1']);
    expect(keys(unusedFields(state))).toEqual(['c', 'old', 'kept']);
    expect(unusedFields(state).every((f) => f.parent_id === 'g1')).toBe(true);
  });

  it('the last group cannot be removed', () => {
    const single = removeGroup(start, 'g2');
    expect(removeGroup(single, 'g1')).toBe(single);
  });
});
