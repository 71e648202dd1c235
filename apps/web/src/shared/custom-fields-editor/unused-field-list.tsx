import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CustomFieldDefinition, CustomFieldGroup } from '@fieldbook/domain';
import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCornerDownLeft, IconLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dndId } from './drag-model';
import { DragHandle } from './drag-handle';
import { FieldTypeIcon } from './field-type-icon';
import { GroupMenu } from './group-menu';

/** What the unused list needs to know and may do for each field. */
export interface UnusedFieldListProps {
  fields: readonly CustomFieldDefinition[];
  groups: readonly CustomFieldGroup[];
  readOnly: boolean;
  isLocked: (field: CustomFieldDefinition) => boolean;
  /** Null when deletion is not offered at all (no call or no permission). */
  canDelete: ((field: CustomFieldDefinition) => boolean) | null;
  onUse: (key: string, groupKey: string) => void;
  onDelete: (field: CustomFieldDefinition) => void;
}

/** Fields taken out of the groups: drag or send one back into a group, or delete it when allowed. */
export function UnusedFieldList(props: UnusedFieldListProps) {
  const { t } = useTranslation('custom-fields-editor');
  const drop = useDroppable({ id: dndId({ kind: 'unused' }), disabled: props.readOnly });
  return (
    <Paper
      ref={drop.setNodeRef}
      withBorder
      p="sm"
      data-testid="cfe-unused"
      style={{ borderColor: drop.isOver ? 'var(--mantine-primary-color-filled)' : undefined }}
      aria-label={t('unused.title')}
      component="section"
    >
      <Title order={3} size="h5">
        {t('unused.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('unused.hint')}
      </Text>
      {props.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('unused.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {props.fields.map((field) => (
            <UnusedFieldRow key={field.key} field={field} {...props} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function UnusedFieldRow({
  field,
  groups,
  readOnly,
  isLocked,
  canDelete,
  onUse,
  onDelete,
}: UnusedFieldListProps & { field: CustomFieldDefinition }) {
  const { t } = useTranslation('custom-fields-editor');
  const drag = useDraggable({ id: dndId({ kind: 'unused', key: field.key }), disabled: readOnly });
  const name = field.name || t('field.unnamed');
  return (
    <Group
      ref={drag.setNodeRef}
      gap={4}
      wrap="nowrap"
      data-testid={`cfe-unused-${field.key}`}
      style={{ opacity: drag.isDragging ? 0.5 : 1 }}
    >
      {!readOnly && (
        <DragHandle
          label={t('field.drag', { name })}
          attributes={drag.attributes}
          listeners={drag.listeners}
          setActivatorNodeRef={drag.setActivatorNodeRef}
        />
      )}
      <FieldTypeIcon type={field.field_type} />
      <Text size="sm" flex={1} truncate="end" miw={0}>
        {name}
      </Text>
      {isLocked(field) && (
        <Tooltip label={t('field.locked')}>
          <IconLock size={16} aria-label={t('field.locked')} role="img" />
        </Tooltip>
      )}
      {!readOnly && (
        <GroupMenu
          groups={groups}
          label={t('unused.use', { name })}
          itemLabel={(group) => t('unused.useIn', { group: group.name })}
          icon={<IconCornerDownLeft size={16} aria-hidden />}
          onChoose={(groupKey) => onUse(field.key, groupKey)}
          testId={`cfe-use-${field.key}`}
        />
      )}
      {!readOnly && canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('unused.delete', { name })}
          disabled={!canDelete(field)}
          onClick={() => onDelete(field)}
          data-testid={`cfe-delete-${field.key}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
