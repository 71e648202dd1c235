import { documentIdSources, type DocumentIdPart, type Item } from '@fieldbook/domain/templates';
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Input,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorSelector } from '../store/editor-context';
import { itemById } from '../store/editor-store';
import type { SetOption } from './option-input';
import { useCheckedOption } from './use-checked-option';

type Source = { value: string; label: string };
const sameSources = (a: Source[], b: Source[]) =>
  a.length === b.length && a.every((s, i) => s.value === b[i]!.value && s.label === b[i]!.label);

/** Moves one entry of a list by `by` places; the list is returned unchanged when it would leave the ends. */
function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The ordered parts a document number is built from, each a unique running number or the answer of
 * another question; the number format places them as {0}, {1}, … (ADR 169).
 */
export function DocumentIdPartsInput({ item, set }: { item: Item; set: SetOption }) {
  const { t } = useTranslation('template-editor');
  const { error, write } = useCheckedOption(item, 'items', set);
  const sources = useEditorSelector(
    (state) =>
      documentIdSources(state.doc, itemById(state.doc, item.id) ?? item).map((source) => ({
        value: source.id,
        label: source.title || t(`types.${source.type}`),
      })),
    sameSources,
  );
  const parts = (Array.isArray(item.options.items) ? item.options.items : []) as DocumentIdPart[];
  const replace = (index: number, part: DocumentIdPart, typed = false) =>
    write(
      parts.map((p, i) => (i === index ? part : p)),
      typed,
    );
  const kindData = [
    { value: 'unique_number', label: t('inspector.documentId.uniqueNumber') },
    { value: 'item', label: t('inspector.documentId.answer'), disabled: sources.length === 0 },
  ];
  return (
    <Input.Wrapper
      label={t('options.items')}
      description={t('inspector.documentId.help')}
      error={error}
      data-testid="option-items"
    >
      <Stack gap={6} mt={4}>
        {parts.map((part, index) => (
          <Paper key={index} withBorder p={6} data-testid="document-id-part">
            <Stack gap={4}>
              <Group gap={4} wrap="nowrap">
                <Code>{`{${index}}`}</Code>
                <Select
                  size="xs"
                  flex={1}
                  miw={0}
                  aria-label={t('inspector.documentId.kind', { index })}
                  data={kindData}
                  value={part.type}
                  allowDeselect={false}
                  onChange={(kind) =>
                    replace(
                      index,
                      kind === 'item'
                        ? { type: 'item', item_id: sources[0]!.value }
                        : { type: 'unique_number', start: 1 },
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('inspector.documentId.up', { index })}
                  onClick={() => write(moved(parts, index, -1))}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === parts.length - 1}
                  aria-label={t('inspector.documentId.down', { index })}
                  onClick={() => write(moved(parts, index, 1))}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('inspector.documentId.remove', { index })}
                  onClick={() => write(parts.filter((_, i) => i !== index))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
              {part.type === 'unique_number' ? (
                <NumberInput
                  size="xs"
                  min={0}
                  allowDecimal={false}
                  leftSection={<Text size="xs">{t('inspector.documentId.from')}</Text>}
                  leftSectionWidth={56}
                  aria-label={t('inspector.documentId.start', { index })}
                  value={part.start}
                  onChange={(n) =>
                    replace(index, { type: 'unique_number', start: typeof n === 'number' ? n : 0 }, true)
                  }
                />
              ) : (
                <Select
                  size="xs"
                  searchable
                  aria-label={t('inspector.documentId.question', { index })}
                  data={sources}
                  value={part.item_id}
                  allowDeselect={false}
                  onChange={(id) => id && replace(index, { type: 'item', item_id: id })}
                />
              )}
            </Stack>
          </Paper>
        ))}
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          onClick={() => write([...parts, { type: 'unique_number', start: 1 }])}
          data-testid="document-id-add"
        >
          {t('inspector.documentId.add')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
