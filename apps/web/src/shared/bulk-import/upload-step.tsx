import { FileInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** File types the import reads: CSV (any delimiter and common encodings) and XLSX (first sheet). */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: choose the CSV or XLSX file, with the rules it must meet and the server's refusal, if any. */
export function UploadStep({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <FileInput
        label={t('common:bulk_import.file')}
        placeholder={t('common:bulk_import.file_placeholder')}
        accept={IMPORT_ACCEPT}
        value={file}
        onChange={onChange}
        error={error}
        clearable
        clearButtonProps={{ 'aria-label': t('common:bulk_import.clear_file') }}
        required
        data-testid="bulk-import-file"
      />
      <Text size="sm" c="dimmed">
        {t('common:bulk_import.file_hint')}
      </Text>
    </Stack>
  );
}
