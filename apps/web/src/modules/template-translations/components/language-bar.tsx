import { LANGUAGES, type Language } from '@fieldbook/domain';
import { Button, Group, Menu, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Standard language, the languages translated into, and adding or removing one. */
export function LanguageBar({
  standard,
  languages,
  current,
  busy,
  onStandard,
  onSelect,
  onAdd,
  onRemove,
}: {
  standard: Language;
  /** Translation languages (without the standard one). */
  languages: readonly Language[];
  current: Language | null;
  busy: boolean;
  onStandard: (lang: Language) => void;
  onSelect: (lang: Language) => void;
  onAdd: (lang: Language) => void;
  onRemove: (lang: Language) => void;
}) {
  const { t } = useTranslation('template-translations');
  const name = (lang: Language) => t(`languages.names.${lang}`);
  const addable = LANGUAGES.filter((l) => l !== standard && !languages.includes(l));
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Select
        label={t('languages.standard')}
        description={t('languages.standardHint')}
        data={LANGUAGES.map((l) => ({ value: l, label: name(l) }))}
        value={standard}
        allowDeselect={false}
        disabled={busy}
        onChange={(value) => value && value !== standard && onStandard(value as Language)}
        w={220}
        data-testid="standard-language"
      />
      {languages.length > 0 && current && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="translating-label">
            {t('languages.translating')}
          </Text>
          <SegmentedControl
            aria-labelledby="translating-label"
            data={languages.map((l) => ({ value: l, label: name(l) }))}
            value={current}
            onChange={(value) => onSelect(value as Language)}
            data-testid="language-tabs"
          />
        </Stack>
      )}
      <Group gap="xs">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={addable.length === 0 || busy}
              data-testid="add-language"
            >
              {t('languages.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {addable.map((lang) => (
              <Menu.Item key={lang} onClick={() => onAdd(lang)} data-testid={`add-language-${lang}`}>
                {name(lang)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {current && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={busy}
            onClick={() => onRemove(current)}
            data-testid="remove-language"
          >
            {t('languages.remove')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
