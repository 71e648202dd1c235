import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Height of the bulk action bar (spec §9). */
export const BULK_BAR_HEIGHT = 45;

/** Bar shown while rows are selected: the count, "select all by filter" when offered, clear, actions. */
export function BulkActionBar({
  count,
  allByFilter,
  offerAllByFilter,
  total,
  onSelectAllByFilter,
  onClear,
  children,
}: {
  count: number;
  allByFilter: boolean;
  offerAllByFilter: boolean;
  total: number;
  onSelectAllByFilter: () => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder px="sm" h={BULK_BAR_HEIGHT} data-testid="bulk-action-bar">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {allByFilter
              ? t('common:gen.datatable.allByFilterSelected', { count: total })
              : t('common:gen.datatable.selected', { count })}
          </Text>
          {offerAllByFilter && !allByFilter && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={onSelectAllByFilter}
              data-testid="select-all-by-filter"
            >
              {t('common:gen.datatable.selectAllByFilter', { count: total })}
            </Button>
          )}
          <Button variant="subtle" size="compact-xs" color="gray" onClick={onClear}>
            {t('common:gen.datatable.clearSelection')}
          </Button>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
