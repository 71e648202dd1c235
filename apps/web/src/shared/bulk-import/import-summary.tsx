import type { ImportResult } from '@fieldbook/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xl" fw={700} data-testid={testId}>
        {value.toLocaleString()}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Step 4: the counts of the finished import and the download of its rejected rows with their reasons. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert
        color={result.rejected > 0 ? 'yellow' : 'green'}
        title={
          <Text span fw={700} size="sm" c="bright">
            {t('common:bulk_import.completed_title')}
          </Text>
        }
      >
        {result.rejected > 0
          ? t('common:bulk_import.completed_with_rejections')
          : t('common:bulk_import.completed_clean')}
      </Alert>
      <SimpleGrid cols={3}>
        <Count label={t('common:bulk_import.total')} value={result.total} testId="bulk-import-total" />
        <Count
          label={t('common:bulk_import.inserted')}
          value={result.inserted}
          testId="bulk-import-inserted"
        />
        <Count
          label={t('common:bulk_import.rejected')}
          value={result.rejected}
          testId="bulk-import-rejected"
        />
      </SimpleGrid>
      {result.rejected_rows_url && (
        <Group justify="center">
          <Button
            component="a"
            href={result.rejected_rows_url}
            download
            variant="light"
            data-testid="bulk-import-download-rejected"
          >
            {t('common:bulk_import.download_rejected')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
