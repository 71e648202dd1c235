import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSource, parseZone, type DragSource, type DropZone } from './drag-model';

/** Prefer the field row under the pointer over its group's area; keyboard drags fall back to the nearest centre. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  return [...hits].sort((a, b) => rank(a.id) - rank(b.id));
};

function rank(id: UniqueIdentifier): number {
  return String(id).startsWith('field:') ? 0 : 1;
}

/**
 * The drag-and-drop context of the editor: pointer and keyboard sensors, translated screen-reader announcements,
 * and a drop reported as a parsed source and zone.
 */
export function EditorDnd({
  children,
  labelOf,
  onDrop,
}: {
  children: ReactNode;
  labelOf: (id: string) => string;
  onDrop: (source: DragSource, zone: DropZone) => void;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const [active, setActive] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : labelOf(String(id)));
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('dnd.picked', { item: label(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? t('dnd.over', { item: label(a.id), target: label(over.id) })
        : t('dnd.notOver', { item: label(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? t('dnd.dropped', { item: label(a.id), target: label(over.id) })
        : t('dnd.cancelled', { item: label(a.id) }),
    onDragCancel: ({ active: a }) => t('dnd.cancelled', { item: label(a.id) }),
  };
  const end = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const source = parseSource(String(a.id));
    const zone = over ? parseZone(String(over.id)) : null;
    if (source && zone) onDrop(source, zone);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active: a }) => setActive(String(a.id))}
      onDragCancel={() => setActive(null)}
      onDragEnd={end}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active && (
          <Paper withBorder shadow="md" px="sm" py={6}>
            <Text size="sm">{labelOf(active)}</Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
