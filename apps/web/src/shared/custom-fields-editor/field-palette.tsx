import { useDraggable } from '@dnd-kit/core';
import { CUSTOM_FIELD_TYPES, isEnabledFieldType, type CustomFieldType } from '@fieldbook/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dndId } from './drag-model';
import { DragHandle } from './drag-handle';
import { FieldTypeIcon } from './field-type-icon';

/** The palette of new field types: click adds to the first group, the grip drags into any group. */
export function FieldPalette({ onAdd, canAdd }: { onAdd: (type: CustomFieldType) => void; canAdd: boolean }) {
  const { t } = useTranslation('custom-fields-editor');
  return (
    <Paper withBorder p="sm" data-testid="cfe-palette">
      <Title order={3} size="h5">
        {t('palette.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('palette.hint')}
      </Text>
      <Stack gap={4}>
        {CUSTOM_FIELD_TYPES.map((type) => (
          <PaletteItem key={type} type={type} enabled={canAdd && isEnabledFieldType(type)} onAdd={onAdd} />
        ))}
      </Stack>
    </Paper>
  );
}

function PaletteItem({
  type,
  enabled,
  onAdd,
}: {
  type: CustomFieldType;
  enabled: boolean;
  onAdd: (type: CustomFieldType) => void;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const label = t(`types.${type}`);
  const drag = useDraggable({ id: dndId({ kind: 'palette', fieldType: type }), disabled: !enabled });
  return (
    <Group ref={drag.setNodeRef} gap={4} wrap="nowrap" style={{ opacity: drag.isDragging ? 0.5 : 1 }}>
      <DragHandle
        label={t('palette.dragType', { type: label })}
        attributes={drag.attributes}
        listeners={drag.listeners}
        setActivatorNodeRef={drag.setActivatorNodeRef}
        disabled={!enabled}
      />
      <Button
        variant="light"
        size="xs"
        justify="flex-start"
        fullWidth
        leftSection={<FieldTypeIcon type={type} />}
        disabled={!enabled}
        title={isEnabledFieldType(type) ? undefined : t('palette.disabled')}
        aria-label={t('palette.add', { type: label })}
        onClick={() => onAdd(type)}
        data-testid={`cfe-add-${type}`}
      >
        {label}
      </Button>
    </Group>
  );
}
