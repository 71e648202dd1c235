import {
  addNewField,
  groupFields,
  moveField,
  removeField,
  // Named like a hook in the domain; it is a pure state function.
  useUnusedField as reuseUnusedField,
  type CustomFieldType,
  type CustomFieldsEditorState,
  type DropTarget,
} from '@fieldbook/domain';

/** What is being dragged: a palette type, an unused field, or a used field of a group. */
export type DragSource =
  | { kind: 'palette'; fieldType: CustomFieldType }
  | { kind: 'unused'; key: string }
  | { kind: 'field'; key: string };

/** Where it is dropped: onto a field row (before it), a group's area (its end), or the unused list. */
export type DropZone = { kind: 'field'; key: string } | { kind: 'group'; key: string } | { kind: 'unused' };

const SEPARATOR = ':';

/** The dnd-kit id of a draggable or droppable, so sources and zones survive as plain strings. */
export function dndId(item: DragSource | DropZone): string {
  switch (item.kind) {
    case 'palette':
      return ['palette', item.fieldType].join(SEPARATOR);
    case 'unused':
      return 'key' in item ? ['unused', item.key].join(SEPARATOR) : 'unused-list';
    default:
      return [item.kind, item.key].join(SEPARATOR);
  }
}

/** Reads a drag source back from a dnd-kit id. */
export function parseSource(id: string): DragSource | null {
  const [kind, ...rest] = id.split(SEPARATOR);
  const value = rest.join(SEPARATOR);
  if (!value) return null;
  if (kind === 'palette') return { kind, fieldType: value as CustomFieldType };
  if (kind === 'unused' || kind === 'field') return { kind, key: value };
  return null;
}

/** Reads a drop zone back from a dnd-kit id. */
export function parseZone(id: string): DropZone | null {
  if (id === 'unused-list') return { kind: 'unused' };
  const [kind, ...rest] = id.split(SEPARATOR);
  const value = rest.join(SEPARATOR);
  if (!value) return null;
  if (kind === 'group' || kind === 'field') return { kind, key: value };
  if (kind === 'unused') return { kind: 'unused' };
  return null;
}

/** Turns a drop zone into the domain's target: before the field dropped on, or the end of the group. */
export function dropTarget(state: CustomFieldsEditorState, zone: DropZone): DropTarget | null {
  if (zone.kind === 'group') return { parentId: zone.key };
  if (zone.kind === 'unused') return null;
  const field = state.entries.find((e) => e.key === zone.key);
  if (!field || field.parent_id === null) return null;
  const index = groupFields(state, field.parent_id).findIndex((f) => f.key === zone.key);
  return index < 0 ? null : { parentId: field.parent_id, index };
}

/** Applies a finished drag through the domain's gestures; a drop nowhere useful leaves the state unchanged. */
export function applyDrop(
  state: CustomFieldsEditorState,
  source: DragSource,
  zone: DropZone,
  generatedId: () => string,
): CustomFieldsEditorState {
  if (zone.kind === 'unused') return source.kind === 'field' ? removeField(state, source.key) : state;
  const target = dropTarget(state, zone);
  if (!target) return state;
  switch (source.kind) {
    case 'palette':
      return addNewField(state, source.fieldType, generatedId(), target);
    case 'unused':
      return reuseUnusedField(state, source.key, target);
    default:
      return source.key === (zone.kind === 'field' ? zone.key : '')
        ? state
        : moveField(state, source.key, target);
  }
}
