import { PAGE_SIZES, isPageSize, type PageSize, type Pagination } from '@fieldbook/domain';
import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paginationRange } from './pagination-range';

/** Pager under the table: page buttons (2 margin, 2 range), page size 10–100, shown range of total. */
export function DataTablePager({
  pagination,
  onPage,
  onPageSize,
  disabled,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { current_page: page, total_pages: pages, total, limit } = pagination;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm" data-testid="table-pager">
      <Group gap="xs">
        <Select
          size="xs"
          w={80}
          aria-label={t('common:gen.datatable.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => {
            const size = Number(value);
            if (isPageSize(size)) onPageSize(size);
          }}
        />
        <Text size="xs" c="dimmed">
          {t('common:gen.datatable.showing', { first, last, total })}
        </Text>
      </Group>
      {pages > 1 && (
        <Group gap={4} component="nav" aria-label={t('common:gen.datatable.pagination')}>
          <ActionIcon
            variant="default"
            size="sm"
            disabled={disabled || page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('common:gen.datatable.previous')}
          >
            <IconChevronLeft size={14} />
          </ActionIcon>
          {paginationRange(page, pages).map((item, index) =>
            item === 'gap' ? (
              <Text key={`gap-${index}`} size="xs" c="dimmed" px={4}>
                …
              </Text>
            ) : (
              <Button
                key={item}
                size="compact-xs"
                variant={item === page ? 'filled' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            ),
          )}
          <ActionIcon
            variant="default"
            size="sm"
            disabled={disabled || page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t('common:gen.datatable.next')}
          >
            <IconChevronRight size={14} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
