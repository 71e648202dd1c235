import { ActionIcon, Box, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { attachInfo, detachEntity, randomId, richTextHasText } from '@fieldbook/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../shared/rich-text/lazy-rich-text';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

/** Kinds of entry a related-info block holds. */
export const INFO_ENTRY_TYPES = ['text', 'link', 'image'] as const;
type InfoEntryType = (typeof INFO_ENTRY_TYPES)[number];
/** An entry as the modal edits it; `id` is kept on save, as translations are keyed by it (ADR 170). */
interface Entry {
  id: string;
  type: InfoEntryType;
  value: string;
}

const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim()) || value.trim().startsWith('/');

/** Which entries are invalid: blank ones (a text without visible text), and links or images that are not a web address. */
export function infoEntryProblems(
  entries: readonly Pick<Entry, 'type' | 'value'>[],
): ('required' | 'url' | null)[] {
  return entries.map((entry) => {
    if (entry.type === 'text' ? !richTextHasText(entry.value) : !entry.value.trim()) return 'required';
    if (entry.type !== 'text' && !isUrl(entry.value)) return 'url';
    return null;
  });
}

/** Related information shown with an item (spec "related info"): texts, links and images, in order. */
export function RelatedInfoModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const item = doc.items.find((i) => i.id === itemId);
  const current = doc.info.find((block) => block.uuid === item?.options.info_id);
  const [entries, setEntries] = useState<Entry[]>(() =>
    (current?.items ?? []).map((entry) => ({
      id: entry.id,
      type: (INFO_ENTRY_TYPES as readonly string[]).includes(entry.type)
        ? (entry.type as InfoEntryType)
        : 'text',
      value: entry.value ?? '',
    })),
  );
  const [touched, setTouched] = useState(false);
  const problems = infoEntryProblems(entries);
  const update = (id: string, patch: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  const { refused, commit } = useEntityCommit({ apply, onClose });

  const save = () => {
    setTouched(true);
    if (entries.length === 0 || problems.some(Boolean)) return;
    const block = {
      uuid: current?.uuid ?? randomId(),
      items: entries.map(({ id, type, value }) => ({ id, type, value: value.trim() })),
    };
    commit((d) => attachInfo(d, itemId, block));
  };

  return (
    <EntityModalFrame title={t('info.title')} size="lg" onClose={onClose}>
      <Stack gap="xs">
        {entries.map((entry, index) => {
          const problem = touched ? problems[index] : null;
          const label = t('info.entry', { index: index + 1 });
          return (
            <Group key={entry.id} align="flex-start" gap="xs" wrap="nowrap" data-testid="info-entry">
              <Select
                w={120}
                aria-label={t('info.kind')}
                data={INFO_ENTRY_TYPES.map((type) => ({ value: type, label: t(`info.types.${type}`) }))}
                value={entry.type}
                onChange={(type) => type && update(entry.id, { type: type as InfoEntryType })}
              />
              {entry.type === 'text' ? (
                <Box flex={1} miw={0}>
                  <RichTextField
                    label={label}
                    value={entry.value}
                    error={problem ? t(`info.${problem}`) : undefined}
                    onChange={(value) => update(entry.id, { value })}
                    testId="info-text"
                  />
                </Box>
              ) : (
                <TextInput
                  flex={1}
                  aria-label={label}
                  placeholder="https://"
                  value={entry.value}
                  error={problem ? t(`info.${problem}`) : undefined}
                  onChange={(e) => update(entry.id, { value: e.currentTarget.value })}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('info.removeEntry')}
                onClick={() => setEntries((list) => list.filter((e) => e.id !== entry.id))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEntries((list) => [...list, { id: randomId(), type: 'text', value: '' }])}
          >
            {t('info.add')}
          </Button>
        </Group>
      </Stack>
      <ModalFooter
        refused={refused}
        onRemove={current ? () => commit((d) => detachEntity(d, itemId, 'info_id')) : undefined}
        onCancel={onClose}
        onSave={save}
        saveTestId="related-info-save"
      />
    </EntityModalFrame>
  );
}
