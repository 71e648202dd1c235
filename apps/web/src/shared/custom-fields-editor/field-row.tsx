import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CustomFieldDefinition, CustomFieldGroup } from '@fieldbook/domain';
import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsExchange,
  IconLock,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dndId } from './drag-model';
import { DragHandle } from './drag-handle';
import { FieldTypeIcon } from './field-type-icon';
import { GroupMenu } from './group-menu';

/** The gestures a used field's row offers besides dragging. */
export interface FieldRowActions {
  onEdit: (key: string) => void;
  /** Index among the group's other fields to land before; the end when omitted. */
  onMove: (key: string, groupKey: string, index?: number) => void;
  onRemove: (key: string) => void;
}

/** One used field in a group: grip, name, type and flags, and buttons for every drag gesture. */
export function FieldRow({
  field,
  index,
  count,
  groups,
  locked,
  readOnly,
  actions,
}: {
  field: CustomFieldDefinition;
  index: number;
  count: number;
  groups: readonly CustomFieldGroup[];
  locked: boolean;
  readOnly: boolean;
  actions: FieldRowActions;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const sortable = useSortable({ id: dndId({ kind: 'field', key: field.key }), disabled: readOnly });
  const name = field.name || t('field.unnamed');
  const others = groups.filter((g) => g.key !== field.parent_id);
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      px="xs"
      py={4}
      data-testid={`cfe-field-${field.key}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : 1,
      }}
    >
      <Group gap={4} wrap="wrap" justify="flex-end">
        <Group gap={4} wrap="nowrap" flex="1 1 12rem" miw={0}>
          {!readOnly && (
            <DragHandle
              label={t('field.drag', { name })}
              attributes={sortable.attributes}
              listeners={sortable.listeners}
              setActivatorNodeRef={sortable.setActivatorNodeRef}
            />
          )}
          <FieldTypeIcon type={field.field_type} />
          <Text size="sm" fw={500} truncate="end" miw={0} flex={1}>
            {name}
            <Text span size="xs" c="dimmed" ml="xs">
              {t(`types.${field.field_type}`)}
            </Text>
          </Text>
          {field.is_required && (
            <Badge size="sm" variant="light">
              {t('field.required')}
            </Badge>
          )}
          {locked && (
            <Tooltip label={t('field.locked')}>
              <IconLock size={16} aria-label={t('field.locked')} role="img" />
            </Tooltip>
          )}
        </Group>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('field.edit', { name })}
              onClick={() => actions.onEdit(field.key)}
              data-testid={`cfe-edit-${field.key}`}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('field.moveUp', { name })}
              disabled={index === 0}
              onClick={() => actions.onMove(field.key, field.parent_id, index - 1)}
              data-testid={`cfe-up-${field.key}`}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('field.moveDown', { name })}
              disabled={index === count - 1}
              onClick={() => actions.onMove(field.key, field.parent_id, index + 1)}
              data-testid={`cfe-down-${field.key}`}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            {others.length > 0 && (
              <GroupMenu
                groups={others}
                label={t('field.moveTo', { name })}
                itemLabel={(group) => t('field.moveToGroup', { group: group.name })}
                icon={<IconArrowsExchange size={16} aria-hidden />}
                onChoose={(groupKey) => actions.onMove(field.key, groupKey)}
                testId={`cfe-move-${field.key}`}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('field.remove', { name })}
              onClick={() => actions.onRemove(field.key)}
              data-testid={`cfe-remove-${field.key}`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
