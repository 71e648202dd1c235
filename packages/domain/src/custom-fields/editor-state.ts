import {
  isGroup,
  isNewFieldKey,
  newFieldKey,
  type CustomFieldDefinition,
  type CustomFieldEntry,
  type CustomFieldGroup,
  type DecimalConfig,
} from './custom-field.schema';
import { DEFAULT_DECIMAL_CONFIG } from './decimal-config';
import { isEnabledFieldType, type CustomFieldType } from './field-types';
import { jsonEqual } from './json-equal';

/**
 * The custom-fields editor (spec §4) as data: the list as loaded, the list as edited, and the field whose
 * edit-properties modal is open. Every gesture is a pure function from state to state.
 */
export interface CustomFieldsEditorState {
  readonly initial: readonly CustomFieldEntry[];
  readonly entries: readonly CustomFieldEntry[];
  /** `justAdded`: the field came from the palette and the modal was never confirmed, so cancel removes it. */
  readonly editing: { readonly key: string; readonly justAdded: boolean } | null;
}

/** What the edit-properties modal changes on a field. */
export type FieldForm = Pick<
  CustomFieldDefinition,
  'name' | 'description' | 'is_required' | 'default_value' | 'config' | 'min' | 'max'
>;

/** Where a field lands: a group and a position among that group's used fields (end when omitted). */
export interface DropTarget {
  parentId: string;
  index?: number;
}

/** Opens the editor on the list the server answered. */
export function createEditorState(entries: readonly CustomFieldEntry[]): CustomFieldsEditorState {
  return { initial: entries, entries, editing: null };
}

/** Groups in display order. */
export function editorGroups(state: CustomFieldsEditorState): CustomFieldGroup[] {
  return state.entries.filter(isGroup);
}

/** The used fields of one group, in display order. */
export function groupFields(state: CustomFieldsEditorState, groupKey: string): CustomFieldDefinition[] {
  return fieldsOf(state.entries).filter((f) => f.is_used && f.parent_id === groupKey);
}

/** The list of unused fields beside the groups. */
export function unusedFields(state: CustomFieldsEditorState): CustomFieldDefinition[] {
  return fieldsOf(state.entries).filter((f) => !f.is_used);
}

/** Save is enabled only when the list, the order or a field's form differs from what was loaded. */
export function isDirty(state: CustomFieldsEditorState): boolean {
  return !jsonEqual(state.initial, state.entries);
}

/** Discard: back to the loaded list, modal closed. */
export function discardChanges(state: CustomFieldsEditorState): CustomFieldsEditorState {
  return createEditorState(state.initial);
}

/** After a successful save the server's answer (with permanent keys) becomes the new starting point. */
export function markSaved(
  _state: CustomFieldsEditorState,
  saved: readonly CustomFieldEntry[],
): CustomFieldsEditorState {
  return createEditorState(saved);
}

/** Unused fields can be deleted unless locked; used ones must be removed to unused first. */
export function canDeleteField(field: CustomFieldDefinition): boolean {
  return !field.is_used && !field.is_locked;
}

/**
 * Palette click or drop: adds a used field of that type (to the first group when no target is given) and opens its
 * modal. Disabled types (lookup) and a list without groups leave the state as it is.
 */
export function addNewField(
  state: CustomFieldsEditorState,
  fieldType: CustomFieldType,
  generatedId: string,
  target?: DropTarget,
): CustomFieldsEditorState {
  const parentId = target?.parentId ?? editorGroups(state)[0]?.key;
  if (!isEnabledFieldType(fieldType) || parentId === undefined || !hasGroup(state, parentId)) return state;
  const field: CustomFieldDefinition = {
    key: newFieldKey(generatedId),
    name: '',
    description: null,
    field_type: fieldType,
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: fieldType === 'decimal' ? { ...DEFAULT_DECIMAL_CONFIG } : null,
    parent_id: parentId,
  };
  const entries = insertAt(state.entries, field, { parentId, index: target?.index });
  return { ...state, entries, editing: { key: field.key, justAdded: true } };
}

/** Opens the edit-properties modal of an existing field. */
export function openFieldEditor(state: CustomFieldsEditorState, key: string): CustomFieldsEditorState {
  return findField(state.entries, key) ? { ...state, editing: { key, justAdded: false } } : state;
}

/** Cancel in the modal: a field just added from the palette disappears again; others stay as they were. */
export function cancelFieldEditor(state: CustomFieldsEditorState): CustomFieldsEditorState {
  if (!state.editing) return state;
  const entries = state.editing.justAdded
    ? state.entries.filter((e) => e.key !== state.editing?.key)
    : state.entries;
  return { ...state, entries, editing: null };
}

/** Confirm in the modal (after the form validated): writes the form onto the field and closes the modal. */
export function applyFieldForm(state: CustomFieldsEditorState, form: FieldForm): CustomFieldsEditorState {
  const key = state.editing?.key;
  if (key === undefined) return state;
  const entries = state.entries.map((e) =>
    e.key === key && !isGroup(e) ? { ...e, ...form, config: configFor(e, form.config) } : e,
  );
  return { ...state, entries, editing: null };
}

/** Remove from a group: a never-saved field is dropped, any other moves to the unused list. */
export function removeField(state: CustomFieldsEditorState, key: string): CustomFieldsEditorState {
  const field = findField(state.entries, key);
  if (!field || !field.is_used) return state;
  const entries = isNewFieldKey(key)
    ? state.entries.filter((e) => e.key !== key)
    : state.entries.map((e) => (e.key === key ? { ...field, is_used: false } : e));
  return { ...state, entries, editing: state.editing?.key === key ? null : state.editing };
}

/** Drag an unused field into a group: it becomes used and not required. */
export function useUnusedField(
  state: CustomFieldsEditorState,
  key: string,
  target: DropTarget,
): CustomFieldsEditorState {
  const field = findField(state.entries, key);
  if (!field || field.is_used || !hasGroup(state, target.parentId)) return state;
  const moved = { ...field, is_used: true, is_required: false, parent_id: target.parentId };
  return { ...state, entries: insertAt(without(state.entries, key), moved, target) };
}

/** Reorder a used field within its group or move it to another group. */
export function moveField(
  state: CustomFieldsEditorState,
  key: string,
  target: DropTarget,
): CustomFieldsEditorState {
  const field = findField(state.entries, key);
  if (!field || !field.is_used || !hasGroup(state, target.parentId)) return state;
  return {
    ...state,
    entries: insertAt(without(state.entries, key), { ...field, parent_id: target.parentId }, target),
  };
}

/**
 * After the server deleted an unused field (DELETE …/unused-fields/{id}/delete) it is gone from both the loaded and
 * the edited list, so the deletion alone does not enable Save. Locked or used fields are refused.
 */
export function deleteUnusedField(state: CustomFieldsEditorState, key: string): CustomFieldsEditorState {
  const field = findField(state.entries, key);
  if (!field || !canDeleteField(field)) return state;
  return { ...state, initial: without(state.initial, key), entries: without(state.entries, key) };
}

/** Adds an empty group at the end; its name is edited like a field's. */
export function addGroup(
  state: CustomFieldsEditorState,
  generatedId: string,
  name: string,
): CustomFieldsEditorState {
  const group: CustomFieldGroup = { key: newFieldKey(generatedId), name, parent_id: null };
  return { ...state, entries: [...state.entries, group] };
}

/** Renames a group. */
export function renameGroup(
  state: CustomFieldsEditorState,
  key: string,
  name: string,
): CustomFieldsEditorState {
  return { ...state, entries: state.entries.map((e) => (e.key === key && isGroup(e) ? { ...e, name } : e)) };
}

/**
 * Removes a group (never the last one): its fields are removed as one by one, and fields left in the unused list
 * are re-homed to the first remaining group so every field still points at a group.
 */
export function removeGroup(state: CustomFieldsEditorState, key: string): CustomFieldsEditorState {
  const remaining = editorGroups(state).filter((g) => g.key !== key);
  const home = remaining[0];
  if (!home || remaining.length === editorGroups(state).length) return state;
  const cleared = groupFields(state, key).reduce((s, f) => removeField(s, f.key), state);
  const entries = without(cleared.entries, key).map((e) =>
    !isGroup(e) && e.parent_id === key ? { ...e, parent_id: home.key } : e,
  );
  return { ...cleared, entries };
}

function fieldsOf(entries: readonly CustomFieldEntry[]): CustomFieldDefinition[] {
  return entries.filter((e): e is CustomFieldDefinition => !isGroup(e));
}

function findField(entries: readonly CustomFieldEntry[], key: string): CustomFieldDefinition | undefined {
  return fieldsOf(entries).find((f) => f.key === key);
}

function hasGroup(state: CustomFieldsEditorState, key: string): boolean {
  return editorGroups(state).some((g) => g.key === key);
}

function without(entries: readonly CustomFieldEntry[], key: string): CustomFieldEntry[] {
  return entries.filter((e) => e.key !== key);
}

function configFor(field: CustomFieldDefinition, config: DecimalConfig | null): DecimalConfig | null {
  return field.field_type === 'decimal' ? config : null;
}

/** Inserts before the index-th used field of the group, or after the group's last entry (or the group itself). */
function insertAt(
  entries: readonly CustomFieldEntry[],
  field: CustomFieldDefinition,
  target: { parentId: string; index?: number | undefined },
): CustomFieldEntry[] {
  const siblings = fieldsOf(entries).filter((f) => f.is_used && f.parent_id === target.parentId);
  const before = target.index === undefined ? undefined : siblings[Math.max(0, target.index)];
  const anchorKey = before?.key ?? siblings.at(-1)?.key ?? target.parentId;
  const anchor = entries.findIndex((e) => e.key === anchorKey);
  const position = before ? anchor : anchor + 1;
  return [...entries.slice(0, position), field, ...entries.slice(position)];
}
