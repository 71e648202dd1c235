import type { TemplateListRow } from '@fieldbook/domain/templates';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { templateEditorPath } from '../api/templates-api';
import { TemplateRowActions } from './template-row-actions';
import { TemplateStateBadges } from './template-state-badges';
import { actionsColumn } from '../../../shared/data-table/actions-column';

/** Filters of the template list (ADR 112's whitelist). */
export const TEMPLATE_FILTERS: FilterDefinition[] = [
  { field: 'title', labelKey: 'templates:fields.title', type: 'text' },
  { field: 'folder', labelKey: 'templates:fields.folder', type: 'text' },
  {
    field: 'status',
    labelKey: 'templates:fields.status',
    type: 'multi-select',
    options: [
      { value: 'draft', labelKey: 'templates:state.draft' },
      { value: 'published', labelKey: 'templates:state.published' },
    ],
  },
  { field: 'has_draft', labelKey: 'templates:fields.hasDraft', type: 'switch' },
  { field: 'hidden', labelKey: 'templates:fields.hidden', type: 'switch' },
  { field: 'version', labelKey: 'templates:fields.version', type: 'number' },
  { field: 'created_at', labelKey: 'templates:fields.createdAt', type: 'date' },
  { field: 'updated_at', labelKey: 'templates:fields.updatedAt', type: 'date' },
];

/** Columns of the template list: title (opens the editor), folder, state, version, dates, actions. */
export function useTemplateColumns(): DataTableColumn<TemplateListRow>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'title',
      headerKey: 'templates:fields.title',
      sortable: true,
      hideable: false,
      cell: (row) =>
        row.archived ? (
          row.title
        ) : (
          <Anchor
            component={Link}
            to={templateEditorPath(row.id)}
            size="sm"
            fw={500}
            c="var(--mantine-color-text)"
          >
            {row.title}
          </Anchor>
        ),
    },
    {
      id: 'folder',
      headerKey: 'templates:fields.folder',
      sortable: true,
      cell: (row) =>
        row.folder ?? (
          <Text span size="sm" c="dimmed">
            {t('templates:folders.topLevel')}
          </Text>
        ),
    },
    {
      id: 'status',
      headerKey: 'templates:fields.status',
      sortable: true,
      cell: (row) => <TemplateStateBadges row={row} />,
    },
    {
      id: 'version',
      headerKey: 'templates:fields.version',
      sortable: true,
      cell: (row) => row.version ?? '–',
    },
    {
      id: 'created_at',
      headerKey: 'templates:fields.createdAt',
      sortable: true,
      defaultHidden: true,
      cell: (row) => row.created_at.slice(0, 10),
    },
    {
      id: 'updated_at',
      headerKey: 'templates:fields.updatedAt',
      sortable: true,
      cell: (row) => row.updated_at.slice(0, 10),
    },
    actionsColumn('templates:fields.actions', (row) => <TemplateRowActions row={row} />),
  ];
}
