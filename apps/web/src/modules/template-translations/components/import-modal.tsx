import type { Language } from '@fieldbook/domain';
import { Alert, Button, FileInput, Group, List, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { translationsApi } from '../api/translations-api';
import { readHeaders, suggestMapping } from '../model/translation-file';

/** Import from CSV or Excel: choose the file, map its key and translation columns, import all rows or none. */
export function ImportModal({
  templateId,
  lang,
  onDone,
  onClose,
}: {
  templateId: string;
  lang: Language;
  onDone: (changed: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-translations');
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState({ key: '', translation: '' });
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblems([]);
    const found = chosen ? await readHeaders(chosen).catch(() => []) : [];
    setHeaders(found);
    setMapping(suggestMapping(found, lang));
    if (chosen && found.length === 0) setProblems([t('import.noHeaders')]);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await translationsApi.importFile(templateId, lang, file, mapping);
      onDone(answer.data.changed);
    } catch (error: unknown) {
      if (isApiError(error) && error.status === 422) setProblems(problemLines(error.fieldErrors, t));
    } finally {
      setBusy(false);
    }
  };

  const columns = headers.map((h) => ({ value: h, label: h }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('import.title', { language: t(`languages.names.${lang}`) })}
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <Stack gap="sm">
        <FileInput
          label={t('import.file')}
          description={t('import.fileHint')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
          data-testid="import-file"
        />
        {headers.length > 0 && (
          <Group grow align="flex-start">
            <Select
              label={t('import.keyColumn')}
              data={columns}
              value={mapping.key || null}
              onChange={(value) => setMapping((m) => ({ ...m, key: value ?? '' }))}
              data-testid="import-key-column"
            />
            <Select
              label={t('import.translationColumn')}
              data={columns}
              value={mapping.translation || null}
              onChange={(value) => setMapping((m) => ({ ...m, translation: value ?? '' }))}
              data-testid="import-translation-column"
            />
          </Group>
        )}
        {problems.length > 0 && (
          <Alert color="red" title={t('import.problems')} data-testid="import-problems">
            <List size="sm">
              {problems.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!file || !mapping.key || !mapping.translation}
            data-testid="import-submit"
          >
            {t('import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The 422 map of an import as lines: "Row n: message" for rows, the message alone for file or mapping. */
export function problemLines(
  fieldErrors: Record<string, string>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string[] {
  return Object.entries(fieldErrors).map(([field, message]) => {
    const row = /^rows\.(\d+)$/.exec(field)?.[1];
    return row ? t('import.row', { row, message }) : message;
  });
}
