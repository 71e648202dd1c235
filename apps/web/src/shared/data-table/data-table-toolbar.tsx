import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconLayoutList,
  IconLayoutNavbar,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterMode } from '../filters/filter-panel';

/** Right-hand controls of a table: extra content, tree expand/collapse, filter mode, refresh, columns. */
export function DataTableToolbar({
  children,
  mode,
  hasFilters,
  onMode,
  onRefresh,
  tree,
  onExpandAll,
  onCollapseAll,
  columnChooser,
  disabled,
}: {
  children?: ReactNode;
  mode: FilterMode;
  hasFilters: boolean;
  onMode: (mode: FilterMode) => void;
  onRefresh: () => void;
  tree: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  columnChooser: ReactNode;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const other: FilterMode = mode === 'card' ? 'dropdown' : 'card';
  const modeLabel = t(`common:gen.datatable.filterMode.${other}`);
  return (
    <Group gap="xs" justify="flex-end">
      {children}
      {tree && (
        <>
          <Tooltip label={t('common:gen.datatable.expandAll')}>
            <ActionIcon
              variant="default"
              onClick={onExpandAll}
              aria-label={t('common:gen.datatable.expandAll')}
            >
              <IconArrowsMaximize size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common:gen.datatable.collapseAll')}>
            <ActionIcon
              variant="default"
              onClick={onCollapseAll}
              aria-label={t('common:gen.datatable.collapseAll')}
            >
              <IconArrowsMinimize size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {hasFilters && (
        <Tooltip label={modeLabel}>
          <ActionIcon
            variant="default"
            onClick={() => onMode(other)}
            aria-label={modeLabel}
            data-testid="filter-mode-toggle"
          >
            {mode === 'card' ? <IconLayoutNavbar size={16} /> : <IconLayoutList size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('common:gen.datatable.refresh')}>
        <ActionIcon
          variant="default"
          onClick={onRefresh}
          disabled={disabled}
          aria-label={t('common:gen.datatable.refresh')}
          data-testid="table-refresh"
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
      {columnChooser}
    </Group>
  );
}
