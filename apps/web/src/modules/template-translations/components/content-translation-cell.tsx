import type { TranslationEntry } from '@fieldbook/domain/templates';
import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField, RichTextView } from '../../../shared/rich-text/lazy-rich-text';
import { plainText } from '../../../shared/rich-text/plain-text';

/**
 * The translation cell of a rich text, an instruction body (ADR 166) or a related-info text (ADR 170): an
 * excerpt in the grid, and the same rich-text field as the builder in a modal, so a translator formats the
 * text instead of typing HTML.
 */
export function ContentTranslationCell({
  entry,
  text,
  className,
  targetLanguage,
  onEdit,
}: {
  entry: TranslationEntry;
  text: string;
  className?: string;
  targetLanguage: string;
  onEdit: (key: string, text: string) => void;
}) {
  const { t } = useTranslation('template-translations');
  const [open, setOpen] = useState(false);
  const source = plainText(entry.source);
  return (
    <Group className={className} wrap="nowrap" gap="xs">
      <Text size="sm" lineClamp={2} flex={1} c={text ? undefined : 'dimmed'}>
        {text ? plainText(text) : t('grid.noTranslation')}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t('grid.editContentOf', { text: source })}
        onClick={() => setOpen(true)}
        data-testid={`grid-edit-${entry.key}`}
      >
        {t('grid.editContent')}
      </Button>
      {open && (
        <Modal
          opened
          size="lg"
          onClose={() => setOpen(false)}
          title={t(entry.kind === 'info' ? 'grid.infoTitle' : 'grid.contentTitle', {
            language: targetLanguage,
          })}
          closeButtonProps={{ 'aria-label': t('grid.close') }}
        >
          <Stack gap="sm">
            <Box>
              <Text size="sm" fw={500}>
                {t('grid.original')}
              </Text>
              <RichTextView html={entry.source} />
            </Box>
            <RichTextField
              label={t('grid.translation', { language: targetLanguage })}
              value={text}
              onChange={(html) => onEdit(entry.key, html)}
              testId="grid-content-editor"
            />
            <Group justify="flex-end">
              <Button onClick={() => setOpen(false)} data-testid="grid-content-done">
                {t('grid.done')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Group>
  );
}
