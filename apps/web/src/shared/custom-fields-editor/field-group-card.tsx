import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { CustomFieldDefinition, CustomFieldGroup } from '@fieldbook/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaticField } from './custom-fields-editor-types';
import { dndId } from './drag-model';
import { FieldRow, type FieldRowActions } from './field-row';
import { FieldTypeIcon } from './field-type-icon';

/** One group's drop area: its static fields (first group only), its used fields in order, and group actions. */
export function FieldGroupCard({
  group,
  fields,
  groups,
  staticFields,
  readOnly,
  isLocked,
  actions,
  onRename,
  onRemove,
}: {
  group: CustomFieldGroup;
  fields: readonly CustomFieldDefinition[];
  groups: readonly CustomFieldGroup[];
  staticFields: readonly StaticField[];
  readOnly: boolean;
  isLocked: (field: CustomFieldDefinition) => boolean;
  actions: FieldRowActions;
  onRename: (group: CustomFieldGroup) => void;
  /** Null when the group is the last one and cannot be removed. */
  onRemove: ((group: CustomFieldGroup) => void) | null;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const drop = useDroppable({ id: dndId({ kind: 'group', key: group.key }), disabled: readOnly });
  const ids = fields.map((f) => dndId({ kind: 'field', key: f.key }));
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('group.fieldsOf', { name: group.name })}
      data-testid={`cfe-group-${group.key}`}
      style={{ borderColor: drop.isOver ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h5" miw={0} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Title>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('group.rename', { name: group.name })}
              onClick={() => onRename(group)}
              data-testid={`cfe-rename-${group.key}`}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('group.remove', { name: group.name })}
              disabled={!onRemove}
              onClick={() => onRemove?.(group)}
              data-testid={`cfe-remove-group-${group.key}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Stack ref={drop.setNodeRef} gap={4} mih={48}>
        {staticFields.map((field) => (
          <StaticFieldRow key={field.key} field={field} />
        ))}
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {fields.map((field, index) => (
            <FieldRow
              key={field.key}
              field={field}
              index={index}
              count={fields.length}
              groups={groups}
              locked={isLocked(field)}
              readOnly={readOnly}
              actions={actions}
            />
          ))}
        </SortableContext>
        {fields.length === 0 && !readOnly && (
          <Text size="sm" c="dimmed" ta="center" py="xs">
            {t('group.empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function StaticFieldRow({ field }: { field: StaticField }) {
  const { t } = useTranslation('custom-fields-editor');
  return (
    <Paper
      withBorder
      px="xs"
      py={6}
      data-testid={`cfe-static-${field.key}`}
      bg="var(--mantine-color-default-hover)"
    >
      <Group gap={6} wrap="nowrap">
        <FieldTypeIcon type={field.field_type} />
        <Text size="sm" fw={500} truncate="end" miw={0} flex={1}>
          {field.name}
          <Text span size="xs" c="dimmed" ml="xs">
            {t(`types.${field.field_type}`)}
          </Text>
        </Text>
        {field.is_required && (
          <Badge size="sm" variant="light">
            {t('field.required')}
          </Badge>
        )}
        <Tooltip label={t('field.static')}>
          <IconLock size={16} aria-label={t('field.static')} role="img" />
        </Tooltip>
      </Group>
    </Paper>
  );
}
