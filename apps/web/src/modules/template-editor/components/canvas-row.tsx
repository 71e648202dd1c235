import { ITEM_CATALOGUE, isPageKind, setCollapsed } from '@fieldbook/domain/templates';
import type { Id, Item } from '@fieldbook/domain/templates';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { Badge, Checkbox, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import type { MouseEvent } from 'react';
import { useEditorSelector, useEditorStore, useIsSelected, useItem } from '../store/editor-context';
import { useCanvasText } from './canvas-text';
import { useDropHighlight } from './drag-state';
import { ItemShortcutBar } from './item-shortcut-bar';
import { TitleInput } from './title-input';
import { TypeIcon } from './type-icon';
import classes from './canvas.module.css';

/** Pixels of indentation per tree level. */
const INDENT = 22;

/** What the drag handle needs from the row's sortable; dnd-kit keeps these stable between renders. */
interface HandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/**
 * One canvas row. It subscribes to its own item, selection flag and drop highlight only, so a
 * title edit or a selection change re-renders just the rows concerned (never the whole canvas).
 * A move changes dnd-kit's sortable context, which re-renders every mounted row's frame; the
 * content below is memoised on the item and flags, so only the frames' positions are redone.
 */
export const CanvasRow = memo(function CanvasRow({
  id,
  top,
  height,
}: {
  id: Id;
  top: number;
  height: number;
}) {
  const t = useCanvasText();
  const store = useEditorStore();
  const item = useItem(id);
  const selected = useIsSelected(id);
  const highlight = useDropHighlight(id);
  const page = item ? isPageKind(item.type) : false;
  const sortable = useSortable({ id, disabled: page });
  if (!item) return null;
  const typeLabel = t(`types.${item.type}`);
  const select = (event: MouseEvent) =>
    store.select(id, event.ctrlKey || event.metaKey ? 'toggle' : 'replace');

  return (
    <div
      ref={sortable.setNodeRef}
      // Placed by `top`, not a transform: dnd-kit measures droppables ignoring transforms.
      style={{ position: 'absolute', top, left: 0, width: '100%', height }}
      className={classes.row}
      data-page={page || undefined}
      data-selected={selected || undefined}
      data-drop={highlight === 'none' ? undefined : highlight}
      data-dragging={sortable.isDragging || undefined}
      data-testid={`row-${id}`}
      data-type={item.type}
      role="listitem"
      aria-label={`${typeLabel}: ${item.title || t('canvas.untitled')}`}
      onClick={select}
    >
      <RowContent
        item={item}
        selected={selected}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setActivatorNodeRef={sortable.setActivatorNodeRef}
      />
    </div>
  );
});

const RowContent = memo(function RowContent({
  item,
  selected,
  attributes,
  listeners,
  setActivatorNodeRef,
}: { item: Item; selected: boolean } & HandleProps) {
  const t = useCanvasText();
  const store = useEditorStore();
  const id = item.id;
  const focused = useEditorSelector((state) => state.focusId === id);
  const multiSelect = useEditorSelector((state) => state.multiSelect);
  const page = isPageKind(item.type);
  const info = ITEM_CATALOGUE[item.type];
  const container = page || item.type === 'section';
  const typeLabel = t(`types.${item.type}`);

  // Plain elements styled by the row's CSS module rather than Mantine components: rows are what the editor's
  // first paint, every undo and every keystroke in a title redraw (ADR 175).
  return (
    <div className={classes.content} style={{ paddingLeft: item.depth * INDENT + 4 }}>
      {multiSelect && (
        <Checkbox
          size="xs"
          checked={selected}
          aria-label={t('canvas.selectRow', { title: item.title || typeLabel })}
          onChange={() => store.select(id, 'toggle')}
          onClick={(event) => event.stopPropagation()}
        />
      )}
      {page ? (
        <span className={classes.spacer} />
      ) : (
        <button
          type="button"
          className={`${classes.iconButton} ${classes.handle} mantine-focus-auto`}
          aria-label={t('canvas.dragHandle', { title: item.title || typeLabel })}
          {...attributes}
          {...listeners}
          ref={setActivatorNodeRef}
          data-testid="drag-handle"
        >
          <IconGripVertical size={14} aria-hidden="true" />
        </button>
      )}
      {container ? (
        <button
          type="button"
          className={`${classes.iconButton} mantine-focus-auto`}
          aria-label={t(item.collapsed ? 'canvas.expand' : 'canvas.collapse')}
          aria-expanded={!item.collapsed}
          data-testid="collapse-toggle"
          onClick={(event) => {
            event.stopPropagation();
            store.setView(setCollapsed(store.getState().doc, id, !item.collapsed));
          }}
        >
          {item.collapsed ? (
            <IconChevronRight size={14} aria-hidden="true" />
          ) : (
            <IconChevronDown size={14} aria-hidden="true" />
          )}
        </button>
      ) : (
        <span className={classes.spacer} />
      )}
      <span className={classes.typeIcon} title={typeLabel} aria-hidden="true">
        <TypeIcon type={item.type} />
      </span>
      {focused && !page ? (
        <TitleInput item={item} />
      ) : (
        <span className={classes.title} data-testid="row-title">
          {item.title || (page ? typeLabel : t('canvas.untitled'))}
        </span>
      )}
      {info.deprecated && (
        <Tooltip label={t('deprecated.short')} withArrow>
          <Badge color="orange" variant="light" size="sm" leftSection={<IconAlertTriangle size={12} />}>
            {t('deprecated.badge')}
          </Badge>
        </Tooltip>
      )}
      {item.options.required === true && (
        <Badge variant="light" size="sm">
          {t('options.required')}
        </Badge>
      )}
      {!focused && <span className={classes.typeLabel}>{typeLabel}</span>}
      {focused && <ItemShortcutBar />}
    </div>
  );
});
