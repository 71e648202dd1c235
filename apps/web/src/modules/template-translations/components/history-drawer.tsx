import type { Language } from '@fieldbook/domain';
import type { TranslationEntry } from '@fieldbook/domain/templates';
import { Drawer, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translationKeys, translationsApi } from '../api/translations-api';

/** The language's change history (ADR 113), newest first, with the source text each key stands for. */
export function HistoryDrawer({
  templateId,
  lang,
  entries,
  onClose,
}: {
  templateId: string;
  lang: Language;
  entries: readonly TranslationEntry[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('template-translations');
  const history = useQuery({
    queryKey: translationKeys.history(templateId, lang),
    queryFn: () => translationsApi.history(templateId, lang),
  });
  const sourceOf = new Map(entries.map((e) => [e.key, e.source]));
  const rows = history.data?.data ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('history.title', { language: t(`languages.names.${lang}`) })}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      {history.isPending && <Loader size="sm" />}
      {!history.isPending && rows.length === 0 && <Text c="dimmed">{t('history.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.when')}</Table.Th>
                <Table.Th>{t('history.text')}</Table.Th>
                <Table.Th>{t('history.before')}</Table.Th>
                <Table.Th>{t('history.after')}</Table.Th>
                <Table.Th>{t('history.how')}</Table.Th>
                <Table.Th>{t('history.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{when.format(new Date(row.created_at))}</Table.Td>
                  <Table.Td>{sourceOf.get(row.key) ?? row.key}</Table.Td>
                  <Table.Td>{row.old_value ?? '—'}</Table.Td>
                  <Table.Td>{row.new_value ?? '—'}</Table.Td>
                  <Table.Td>{t(`history.sources.${row.source}`, { defaultValue: row.source })}</Table.Td>
                  <Table.Td>{row.user_name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Drawer>
  );
}
