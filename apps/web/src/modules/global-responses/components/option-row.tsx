import { ActionIcon, ColorInput, Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OPTION_SWATCHES, type OptionDraft } from './response-options';

/** One answer option in the set editor: label, colour, score, flag, and its order and remove buttons. */
export function OptionRow({
  option,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  count: number;
  error?: string;
  onChange: (patch: Partial<OptionDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid={`option-${index}`}>
      <TextInput
        value={option.label}
        onChange={(event) => onChange({ label: event.currentTarget.value })}
        aria-label={t('global-responses:option.label', { n })}
        placeholder={t('global-responses:option.labelPlaceholder')}
        error={error}
        style={{ flex: '1 1 180px' }}
        data-testid={`option-label-${index}`}
      />
      <ColorInput
        value={option.color}
        onChange={(color) => onChange({ color })}
        swatches={OPTION_SWATCHES}
        withEyeDropper={false}
        aria-label={t('global-responses:option.color', { n })}
        w={130}
        popoverProps={{ withinPortal: true }}
      />
      <NumberInput
        value={option.score}
        onChange={(score) => onChange({ score: typeof score === 'number' ? score : '' })}
        aria-label={t('global-responses:option.score', { n })}
        placeholder={t('global-responses:option.scorePlaceholder')}
        w={90}
        data-testid={`option-score-${index}`}
      />
      <Switch
        checked={option.flagged}
        onChange={(event) => onChange({ flagged: event.currentTarget.checked })}
        label={t('global-responses:option.flagged')}
        mt={8}
        data-testid={`option-flagged-${index}`}
      />
      <Group gap={2} mt={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('global-responses:option.up', { n })}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('global-responses:option.down', { n })}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('global-responses:option.remove', { n })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
