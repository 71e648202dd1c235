import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';

/** The grip that starts a drag by pointer or keyboard (space/enter); buttons beside it do the same without dragging. */
export function DragHandle({
  label,
  attributes,
  listeners,
  setActivatorNodeRef,
  disabled = false,
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}
