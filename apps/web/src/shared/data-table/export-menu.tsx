import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One download a table offers: an export endpoint and the query it adds (format, row kind, selected ids). */
export interface ExportChoice {
  label: string;
  /** Endpoint under /api taking the list's filter and sort (e.g. `/log/activity-log/export`). */
  url: string;
  query?: Readonly<Record<string, string>>;
}

/** The download address of an export: the list's filter and sort, without paging or saved queries, plus its own query. */
export function exportHref(choice: ExportChoice, params: Readonly<Record<string, string>>): string {
  const kept = Object.entries(params).filter(([name]) => name === 'filter' || name === 'sort');
  const search = new URLSearchParams([...kept, ...Object.entries(choice.query ?? {})]).toString();
  return `/api${choice.url}${search ? `?${search}` : ''}`;
}

/**
 * The table's Export control: a download link when there is one kind of export, a menu of them when there are
 * several (CSV or Excel, one row per record or per answer).
 */
export function ExportMenu({
  choices,
  params,
  label,
  testId = 'table-export',
}: {
  choices: readonly ExportChoice[];
  params: Readonly<Record<string, string>>;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [only] = choices;
  // One download names its format ("Export CSV"); a menu of several is plain "Export".
  const text =
    label ?? t(choices.length === 1 ? 'common:gen.actions.export' : 'common:gen.actions.exportMenu');
  if (choices.length === 1 && only)
    return (
      <Button
        component="a"
        href={exportHref(only, params)}
        download
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        data-testid={testId}
      >
        {text}
      </Button>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid={testId}
        >
          {text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice.label} component="a" href={exportHref(choice, params)} download>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
