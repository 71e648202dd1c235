import type { ImportPreview } from '@fieldbook/domain';
import { Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The wizard's mapping: field id → chosen column index as text (Select values), null when not imported. */
export type ColumnChoice = Record<string, string | null>;

/** Step 2: one row per field with the file column it takes and that column's first value as an example. */
export function ColumnsStep({
  preview,
  choice,
  errors,
  onChange,
}: {
  preview: ImportPreview;
  choice: ColumnChoice;
  errors: Record<string, string>;
  onChange: (choice: ColumnChoice) => void;
}) {
  const { t } = useTranslation();
  const options = preview.headers.map((header, index) => ({
    value: String(index),
    label: header || t('common:bulk_import.column_n', { n: index + 1 }),
  }));
  const example = (fieldId: string) => {
    const index = choice[fieldId];
    return index == null ? '' : (preview.rows[0]?.[Number(index)] ?? '');
  };
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('common:bulk_import.rows_found', {
          count: preview.row_count,
          rows: preview.row_count.toLocaleString(),
          name: preview.file_name,
        })}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="bulk-import-columns">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common:bulk_import.field')}</Table.Th>
              <Table.Th>{t('common:bulk_import.column')}</Table.Th>
              <Table.Th>{t('common:bulk_import.example')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.fields.map((field) => (
              <Table.Tr key={field.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {field.name}
                    {field.required && (
                      <Text span c="red" aria-hidden>
                        {' *'}
                      </Text>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={field.name}
                    data={options}
                    value={choice[field.id] ?? null}
                    onChange={(value) => onChange({ ...choice, [field.id]: value })}
                    placeholder={t('common:bulk_import.not_imported')}
                    required={field.required}
                    error={errors[`columns.${field.id}`]}
                    clearable
                    searchable
                    data-testid={`bulk-import-column-${field.id}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
                    {example(field.id)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
