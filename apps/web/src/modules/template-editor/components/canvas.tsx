import { moveItem } from '@fieldbook/domain/templates';
import type { Id } from '@fieldbook/domain/templates';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../commands/command-context';
import { itemById } from '../store/editor-store';
import { sameIds, useEditorSelector, useEditorStore } from '../store/editor-context';
import { dropTarget } from '../store/move-targets';
import { visibleRowIds } from '../store/visible-rows';
import { CanvasRow } from './canvas-row';
import { CanvasTextContext } from './canvas-text';
import { setDragOver, withActiveRow } from './drag-state';
import classes from './canvas.module.css';

/** Estimated row height in pixels; rows are measured once drawn. */
const ROW_HEIGHT = 44;
/** Rows drawn beyond each edge of the view, so scrolling shows rows already there. */
const OVERSCAN = 10;

/**
 * The virtualised canvas: only rows in view are mounted, so a 2,000-item template scrolls and
 * edits as fast as a short one. The row list re-renders only when the visible ids change
 * (add, move, delete, collapse), never on a title edit or a selection.
 */
export function Canvas() {
  const { t } = useTranslation('template-editor');
  const store = useEditorStore();
  const ctx = useCommandContext();
  const ids = useEditorSelector((state) => visibleRowIds(state.doc.items), sameIds);
  const scroller = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<Id | null>(null);
  // The first render draws the rows in view only; the rows around them come with the next one.
  const overscan = useDeferredValue(OVERSCAN, 0);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    // Draw the first screenful on the first render, before the scroll box is measured.
    initialRect: { width: 800, height: 900 },
    getItemKey: (index) => ids[index] ?? index,
    rangeExtractor: (range) => withActiveRow(defaultRangeExtractor(range), ids.indexOf(activeId ?? '')),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Instant scrolling: a smooth scroll ends after the next key press, so that press (or the drop) would
    // still see the old row under the dragged one (ADR 168).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  // Keeps the focused row in view (after add, paste, keyboard moves) without re-rendering on selection.
  useEffect(() => {
    let last = store.getState().focusId;
    return store.subscribe(() => {
      const { focusId, doc } = store.getState();
      if (focusId === last) return;
      last = focusId;
      const index = focusId ? visibleRowIds(doc.items).indexOf(focusId) : -1;
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    });
  }, [store, virtualizer]);

  const targetOf = (active: Id, over: Id | undefined) => (over ? dropTarget(ids, active, over) : null);

  const onDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const onDragOver = (event: DragOverEvent) => {
    const over = event.over ? String(event.over.id) : undefined;
    const target = targetOf(String(event.active.id), over);
    if (!over || !target) {
      setDragOver(null);
      return;
    }
    const allowed = moveItem(store.getState().doc, String(event.active.id), target).ok;
    setDragOver({ id: over, allowed });
  };
  const finish = () => {
    setDragOver(null);
    setActiveId(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    finish();
    const active = String(event.active.id);
    const target = targetOf(active, event.over ? String(event.over.id) : undefined);
    if (!target) return;
    const result = store.apply((doc) => moveItem(doc, active, target));
    if (result.ok) store.select(active);
    else ctx.ui.refused(result.conflicts);
  };

  const active = activeId ? itemById(store.getState().doc, activeId) : undefined;
  return (
    <DndContext
      // A fixed id, not dnd-kit's counter: the server's first screen and the browser name the rows' description
      // alike (ADR 182).
      id="template-canvas"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{
        screenReaderInstructions: { draggable: t('canvas.dragInstructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <CanvasTextContext value={t}>
          <div ref={scroller} className={classes.scroller} data-testid="canvas">
            <div
              role="list"
              aria-label={t('canvas.label')}
              style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
            >
              {virtualizer.getVirtualItems().map((row) => {
                const id = ids[row.index]!;
                return <CanvasRow key={id} id={id} top={row.start} height={ROW_HEIGHT} />;
              })}
            </div>
          </div>
        </CanvasTextContext>
      </SortableContext>
      <DragOverlay>
        {active ? (
          <Paper shadow="md" p="xs" withBorder>
            <Text size="sm">{active.title || t(`types.${active.type}`)}</Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
