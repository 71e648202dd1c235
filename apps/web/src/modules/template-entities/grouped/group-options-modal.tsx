import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  clearRepeatAndGroup,
  GROUPED_ITEM_TYPES,
  makeGrouped,
  type GroupedItem,
} from '@fieldbook/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

/** Screen sizes a custom layout sets a column count for. */
export const SCREEN_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const DEFAULT_COLUMNS: Record<string, number> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 4 };

/**
 * Grouped options of a section or question (spec: vertical, horizontal, or custom with a column count
 * per screen size). Saving replaces the current layout in one edit; remove turns grouping off.
 */
export function GroupOptionsModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const item = doc.items.find((i) => i.id === itemId);
  const current = doc.grouped_items.find((g) => g.uuid === item?.options.grouped_item_id);
  const [type, setType] = useState<GroupedItem['type']>(current?.type ?? 'vertical');
  const [columns, setColumns] = useState<Record<string, number>>({ ...DEFAULT_COLUMNS, ...current?.columns });
  const { refused, commit } = useEntityCommit({ apply, onClose });

  const save = () => {
    const layout = type === 'custom' ? { type, columns } : { type };
    commit((d) => {
      const cleared = current ? clearRepeatAndGroup(d, itemId) : { ok: true as const, doc: d };
      return cleared.ok ? makeGrouped(cleared.doc, itemId, layout) : cleared;
    });
  };

  return (
    <EntityModalFrame title={t('grouped.title')} onClose={onClose}>
      <Stack>
        <SegmentedControl
          aria-label={t('grouped.layout')}
          value={type}
          onChange={(v) => setType(v as GroupedItem['type'])}
          data={GROUPED_ITEM_TYPES.map((value) => ({ value, label: t(`grouped.types.${value}`) }))}
        />
        <Text size="sm" c="dimmed">
          {t(`grouped.hints.${type}`)}
        </Text>
        {type === 'custom' && (
          <Group gap="xs" grow>
            {SCREEN_SIZES.map((size) => (
              <NumberInput
                key={size}
                label={t(`grouped.sizes.${size}`)}
                min={1}
                max={12}
                value={columns[size]}
                onChange={(n) =>
                  setColumns((c) => ({ ...c, [size]: typeof n === 'number' && n >= 1 ? Math.floor(n) : 1 }))
                }
              />
            ))}
          </Group>
        )}
      </Stack>
      <ModalFooter
        refused={refused}
        onRemove={current ? () => commit((d) => clearRepeatAndGroup(d, itemId)) : undefined}
        onCancel={onClose}
        onSave={save}
        saveTestId="group-options-save"
      />
    </EntityModalFrame>
  );
}
