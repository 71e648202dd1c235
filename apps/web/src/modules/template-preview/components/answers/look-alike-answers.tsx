import { Button, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerLabel, type AnswerControlProps } from './answer-control';
import { MEDIA_KINDS } from './media-kinds';

/**
 * The preview's stand-in for a pick from the workspace's records (asset, person, site, global list item): the
 * runner searches the server; the builder's preview shows the same select, disabled.
 */
export function RecordPickLookAlike({ state, label }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  return (
    <Select
      label={label}
      required={state.required}
      data={[]}
      disabled
      placeholder={t('pickedWhenConducting')}
    />
  );
}

/** The preview's stand-in for a photo, recording, file or signature: the runner's button, disabled. */
export function MediaLookAlike({ item, state, label }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const kind = MEDIA_KINDS[item.type]!;
  const Icon = kind.icon;
  return (
    <Stack gap={4}>
      <AnswerLabel label={label} required={state.required} />
      <Button variant="default" mih={44} leftSection={<Icon size={18} aria-hidden />} disabled>
        {t(kind.labelKey)}
      </Button>
      <Text size="xs" c="dimmed">
        {t('mediaWhenConducting')}
      </Text>
    </Stack>
  );
}
