import { Anchor, Image, Paper, Stack, Text } from '@mantine/core';
import type { Item, TemplateDocument } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../shared/rich-text/lazy-rich-text';

/** Web addresses and app paths only, as the related-info modal accepts them; anything else is not linked. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value);

/** The related information attached to an item, as the app shows it under the item: texts, links, images. */
export function PreviewInfo({ doc, item }: { doc: TemplateDocument; item: Item }) {
  const { t } = useTranslation('template-preview');
  const block = doc.info.find((b) => b.uuid === item.options.info_id);
  const entries = (block?.items ?? []).filter((entry) => (entry.value ?? '').trim() !== '');
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`preview-info-${item.id}`}>
      <Text size="xs" fw={600} c="dimmed" mb={4}>
        {t('relatedInfo')}
      </Text>
      <Stack gap={6}>
        {entries.map((entry) => {
          const value = (entry.value ?? '').trim();
          if (entry.type === 'text') return <RichTextView key={entry.id} html={value} />;
          if (!isWebAddress(value)) return null;
          if (entry.type === 'image')
            return (
              <Image key={entry.id} src={value} alt={t('relatedImage')} radius="sm" mah={200} fit="contain" />
            );
          return (
            <Anchor key={entry.id} href={value} target="_blank" rel="noopener noreferrer" size="sm">
              {value}
            </Anchor>
          );
        })}
      </Stack>
    </Paper>
  );
}
