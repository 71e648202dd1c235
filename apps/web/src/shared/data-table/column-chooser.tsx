import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';

/** Menu of hideable columns with a checkbox each; the table remembers the choice per table. */
export function ColumnChooser<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  const hideable = columns.filter((column) => column.hideable !== false);
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('common:gen.datatable.columns')}>
          <ActionIcon
            variant="default"
            aria-label={t('common:gen.datatable.columns')}
            data-testid="column-chooser"
          >
            <IconColumns size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {hideable.map((column) => (
          <Menu.Item key={column.id}>
            <Checkbox
              size="xs"
              label={t(column.headerKey)}
              checked={!hidden.includes(column.id)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? hidden.filter((id) => id !== column.id)
                    : [...hidden, column.id],
                )
              }
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
