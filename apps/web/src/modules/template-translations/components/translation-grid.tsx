import { isRichTextKind, type TranslationEntry } from '@fieldbook/domain/templates';
import { Badge, Box, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../shared/rich-text/plain-text';
import { currentText, type GridEdits } from '../model/grid-rows';
import { ContentTranslationCell } from './content-translation-cell';
import classes from './translation-grid.module.css';

const KIND_COLOURS: Record<TranslationEntry['kind'], string> = {
  title: 'blue',
  option: 'grape',
  content: 'teal',
  info: 'orange',
};

/** Height of one grid row; rows are virtualised so a 2,000-item template scrolls smoothly. */
const ROW_HEIGHT = 64;

/** The grid of texts: source on the left, the translation input on the right, a checkbox to select. */
export function TranslationGrid({
  rows,
  edits,
  selected,
  sourceLanguage,
  targetLanguage,
  onEdit,
  onToggle,
  onToggleAll,
}: {
  rows: readonly TranslationEntry[];
  edits: GridEdits;
  selected: ReadonlySet<string>;
  sourceLanguage: string;
  targetLanguage: string;
  onEdit: (key: string, text: string) => void;
  onToggle: (key: string) => void;
  onToggleAll: (checked: boolean) => void;
}) {
  const { t } = useTranslation('template-translations');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1000, height: 600 },
  });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.key));
  const someSelected = rows.some((r) => selected.has(r.key));
  return (
    <Box className={classes.grid} data-testid="translation-grid">
      <Group className={classes.header} wrap="nowrap" gap="sm">
        <Checkbox
          aria-label={t('grid.selectAll')}
          checked={allSelected}
          indeterminate={!allSelected && someSelected}
          onChange={(event) => onToggleAll(event.currentTarget.checked)}
          data-testid="grid-select-all"
        />
        <Text fw={600} size="sm" className={classes.source}>
          {t('grid.source', { language: sourceLanguage })}
        </Text>
        <Text fw={600} size="sm" className={classes.translation}>
          {t('grid.translation', { language: targetLanguage })}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" p="md">
          {t('grid.empty')}
        </Text>
      ) : (
        <div ref={scroller} className={classes.scroller}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const entry = rows[item.index]!;
              const source = isRichTextKind(entry.kind) ? plainText(entry.source) : entry.source;
              return (
                <Group
                  key={entry.key}
                  className={classes.row}
                  wrap="nowrap"
                  gap="sm"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  data-testid={`grid-row-${entry.key}`}
                >
                  <Checkbox
                    aria-label={t('grid.select', { text: source })}
                    checked={selected.has(entry.key)}
                    onChange={() => onToggle(entry.key)}
                  />
                  <Box className={classes.source}>
                    <Badge size="xs" variant="light" color={KIND_COLOURS[entry.kind]}>
                      {t(`grid.kinds.${entry.kind}`)}
                    </Badge>
                    <Text size="sm" lineClamp={2} title={source}>
                      {source}
                    </Text>
                  </Box>
                  {isRichTextKind(entry.kind) ? (
                    <ContentTranslationCell
                      entry={entry}
                      text={currentText(entry, edits)}
                      className={classes.translation}
                      targetLanguage={targetLanguage}
                      onEdit={onEdit}
                    />
                  ) : (
                    <TextInput
                      className={classes.translation}
                      aria-label={t('grid.translationOf', { text: source })}
                      value={currentText(entry, edits)}
                      onChange={(event) => onEdit(entry.key, event.currentTarget.value)}
                      data-testid={`grid-input-${entry.key}`}
                    />
                  )}
                </Group>
              );
            })}
          </div>
        </div>
      )}
    </Box>
  );
}
