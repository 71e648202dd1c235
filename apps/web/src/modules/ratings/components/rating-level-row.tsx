import { LANGUAGES, type Language } from '@fieldbook/domain';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  ColorInput,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingDraft } from './rating-draft';

/** Colours offered for levels, from excellent (green) to improvement needed (red). */
const LEVEL_SWATCHES = ['#2f9e44', '#66a80f', '#f08c00', '#e8590c', '#e03131'];
/** Image types the server accepts for an icon (checked again by content there). */
const ICON_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One level of the rating scale: its icon, labels per language, colour and position. */
export function RatingLevelRow({
  draft,
  index,
  count,
  label,
  readOnly,
  onChange,
  onMove,
}: {
  draft: RatingDraft;
  index: number;
  count: number;
  label: string;
  readOnly: boolean;
  onChange: (patch: Partial<RatingDraft>) => void;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const preview = usePreview(draft.file);
  const shown = preview ?? (draft.removeIcon ? null : draft.iconUrl);
  const setLabel = (lang: Language, text: string) => onChange({ labels: { ...draft.labels, [lang]: text } });
  return (
    <Paper withBorder p="sm" data-testid={`rating-level-${draft.value}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={shown} alt={t('ratings:iconOf', { label: label })} radius="sm" size="md" color="gray">
            <IconPhoto size={18} />
          </Avatar>
          <Stack gap={0}>
            <Group gap={6}>
              <Badge variant="light" c="var(--mantine-color-text)">
                {draft.value}
              </Badge>
              <Text fw={600} size="sm">
                {label}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {draft.file ? draft.file.name : shown ? t('ratings:iconStored') : t('ratings:noIcon')}
            </Text>
          </Stack>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={readOnly || index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('ratings:up', { label: label })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={readOnly || index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('ratings:down', { label: label })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
        {LANGUAGES.map((lang) => (
          <TextInput
            key={lang}
            label={t(`ratings:labelIn.${lang}`)}
            placeholder={label}
            value={draft.labels[lang]}
            readOnly={readOnly}
            onChange={(event) => setLabel(lang, event.currentTarget.value)}
            data-testid={`rating-label-${draft.value}-${lang}`}
          />
        ))}
        <ColorInput
          label={t('ratings:color')}
          value={draft.color}
          readOnly={readOnly}
          swatches={LEVEL_SWATCHES}
          withEyeDropper={false}
          onChange={(color) => onChange({ color })}
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {!readOnly && (
        <Group gap="xs" mt="xs">
          <FileButton accept={ICON_ACCEPT} onChange={(file) => onChange({ file, removeIcon: false })}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhoto size={14} />}
                data-testid={`rating-icon-${draft.value}`}
              >
                {t(shown ? 'ratings:replaceIcon' : 'ratings:chooseIcon')}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange({ file: null, removeIcon: true })}
            >
              {t('ratings:removeIcon')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
