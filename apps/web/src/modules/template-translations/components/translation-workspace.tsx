import type { Language } from '@fieldbook/domain';
import type { TranslationEntry } from '@fieldbook/domain/templates';
import { Button, Group, Menu, Progress, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDownload, IconHistory, IconLanguage, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { translationsApi } from '../api/translations-api';
import { autoTranslateKeys, changedItems, visibleRows, type GridEdits } from '../model/grid-rows';
import { download, exportBlob, exportRows, type TableFormat } from '../model/translation-file';
import { HistoryDrawer } from './history-drawer';
import { ImportModal } from './import-modal';
import { TranslationGrid } from './translation-grid';
import { useAutoTranslate } from './use-auto-translate';

/** One language's work area: filter, bulk actions, auto-translate, history, import and export, and the grid. */
export function TranslationWorkspace({
  templateId,
  templateTitle,
  lang,
  standard,
  entries,
  serviceAvailable,
  onChanged,
}: {
  templateId: string;
  templateTitle: string;
  lang: Language;
  standard: Language;
  entries: readonly TranslationEntry[];
  /** Null while unknown. */
  serviceAvailable: boolean | null;
  /** Reloads the grid after the server changed translations. */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('template-translations');
  const [edits, setEdits] = useState<GridEdits>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [panel, setPanel] = useState<'history' | 'import' | null>(null);
  const auto = useAutoTranslate(templateId, lang);
  const rows = visibleRows(entries, edits, { search, onlyMissing });
  const changes = changedItems(entries, edits);
  const name = (l: Language) => t(`languages.names.${l}`);

  const editSelected = (text: (entry: TranslationEntry) => string) =>
    setEdits((current) => ({
      ...current,
      ...Object.fromEntries(entries.filter((e) => selected.has(e.key)).map((e) => [e.key, text(e)])),
    }));

  const save = async () => {
    setSaving(true);
    try {
      await translationsApi.bulkUpdate(templateId, lang, changes);
      await onChanged();
      setEdits({});
    } catch {
      // The API client showed the server's message; the typed texts stay.
    } finally {
      setSaving(false);
    }
  };

  const autoTranslate = async () => {
    const keys = autoTranslateKeys(entries, edits, selected);
    if (keys.length === 0) {
      showToast('success', t('actions.nothingToTranslate'));
      return;
    }
    const changed = await auto.run(keys).catch(() => null);
    await onChanged();
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
    if (changed !== null) showToast('success', t('actions.translated', { count: changed }));
  };

  const exportAs = async (format: TableFormat) => {
    const blob = await exportBlob(exportRows(entries, lang), format);
    download(blob, `${templateTitle || 'template'}-${lang}.${format}`);
  };

  const autoLabel =
    serviceAvailable === false
      ? t('actions.noService')
      : selected.size > 0
        ? t('actions.autoTranslateSelected')
        : t('actions.autoTranslateMissing');

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t('grid.search')}
            placeholder={t('grid.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="grid-search"
          />
          <Switch
            label={t('grid.onlyMissing')}
            checked={onlyMissing}
            onChange={(event) => setOnlyMissing(event.currentTarget.checked)}
            data-testid="grid-only-missing"
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconLanguage size={16} aria-hidden />}
            disabled={serviceAvailable !== true || auto.progress !== null}
            onClick={() => void autoTranslate()}
            data-testid="auto-translate"
          >
            {autoLabel}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setPanel('history')}
            data-testid="open-history"
          >
            {t('actions.history')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setPanel('import')}
            data-testid="open-import"
          >
            {t('actions.import')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="export"
              >
                {t('actions.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('csv')} data-testid="export-csv">
                {t('actions.exportCsv')}
              </Menu.Item>
              <Menu.Item onClick={() => void exportAs('xlsx')} data-testid="export-xlsx">
                {t('actions.exportXlsx')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {auto.progress && (
        <Stack gap={4} data-testid="auto-translate-progress">
          <Text size="sm">{t('actions.progress', { ...auto.progress })}</Text>
          <Progress value={(auto.progress.done / auto.progress.total) * 100} aria-hidden />
        </Stack>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('grid.count', { shown: rows.length, total: entries.length })}
          {selected.size > 0 ? ` · ${t('grid.selected', { count: selected.size })}` : ''}
        </Text>
        <Group gap="xs" wrap="wrap">
          {selected.size > 0 && (
            <>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => editSelected((e) => e.source)}
                data-testid="copy-source"
              >
                {t('actions.copySource')}
              </Button>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => editSelected(() => '')}
                data-testid="clear-selected"
              >
                {t('actions.clear')}
              </Button>
            </>
          )}
          <Button
            variant="default"
            size="xs"
            disabled={changes.length === 0 || saving}
            onClick={() => setEdits({})}
            data-testid="discard-edits"
          >
            {t('actions.discard')}
          </Button>
          <Button
            size="xs"
            disabled={changes.length === 0}
            loading={saving}
            onClick={() => void save()}
            data-testid="save-translations"
          >
            {t('actions.save', { count: changes.length })}
          </Button>
        </Group>
      </Group>
      <TranslationGrid
        rows={rows}
        edits={edits}
        selected={selected}
        sourceLanguage={name(standard)}
        targetLanguage={name(lang)}
        onEdit={(key, text) => setEdits((current) => ({ ...current, [key]: text }))}
        onToggle={(key) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(key)) next.add(key);
            return next;
          })
        }
        onToggleAll={(checked) => setSelected(checked ? new Set(rows.map((r) => r.key)) : new Set())}
      />
      {panel === 'history' && (
        <HistoryDrawer templateId={templateId} lang={lang} entries={entries} onClose={() => setPanel(null)} />
      )}
      {panel === 'import' && (
        <ImportModal
          templateId={templateId}
          lang={lang}
          onClose={() => setPanel(null)}
          onDone={() => {
            setPanel(null);
            void onChanged();
          }}
        />
      )}
    </Stack>
  );
}
