import type { Language } from '@fieldbook/domain';
import type { GlobalResponse } from '@fieldbook/domain/templates';
import { ActionIcon, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Global-response options of the template, translated on the global response itself through their own call
 * (spec §5: they are not bulk translated), one option at a time.
 */
export function GlobalResponseTranslations({
  sets,
  lang,
  onSave,
}: {
  sets: readonly GlobalResponse[];
  lang: Language;
  onSave: (optionUuid: string, translation: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('template-translations');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="global-responses-title">
      <Title order={2} size="h4" id="global-responses-title">
        {t('globalResponses.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('globalResponses.hint')}
      </Text>
      {sets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('globalResponses.none')}
        </Text>
      ) : (
        <Stack gap="md">
          {sets.map((set) => (
            <Stack key={set.id} gap={4} data-testid={`global-response-${set.uuid}`}>
              <Text fw={600}>{set.title}</Text>
              {set.options.map((option) => (
                <OptionRow
                  key={`${lang}-${option.uuid}`}
                  label={option.label}
                  stored={set.translations[lang]?.[option.uuid] ?? ''}
                  onSave={(text) => onSave(option.uuid, text)}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function OptionRow({
  label,
  stored,
  onSave,
}: {
  label: string;
  stored: string;
  onSave: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('template-translations');
  const [text, setText] = useState(stored);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    onSave(text.trim())
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" flex={1} miw={0} truncate="end">
        {label}
      </Text>
      <TextInput
        flex={1}
        miw={0}
        aria-label={t('globalResponses.option', { label })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <ActionIcon
        variant="light"
        aria-label={t('globalResponses.saveOption', { label })}
        disabled={text.trim() === '' || text.trim() === stored}
        loading={busy}
        onClick={save}
      >
        <IconDeviceFloppy size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
