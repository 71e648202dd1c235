import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  type AssignmentListRow,
  type AssignmentStatus,
} from '@fieldbook/domain';
import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { assignmentEditPath } from '../api/assignments-api';

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  active: 'green',
  paused: 'orange',
  finished: 'gray',
};

/** An assignment's status as a coloured label (spec §4). */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" data-testid="assignment-status">
      {t(`assignments:status.${status}`)}
    </Badge>
  );
}

/** The filters of the assignment table (the server's list fields). */
export const ASSIGNMENT_FILTERS: readonly FilterDefinition[] = [
  { field: 'title', labelKey: 'assignments:fields.title', type: 'text' },
  {
    field: 'status',
    labelKey: 'assignments:fields.status',
    type: 'multi-select',
    options: ASSIGNMENT_STATUSES.map((s) => ({ value: s, labelKey: `assignments:status.${s}` })),
  },
  {
    field: 'type',
    labelKey: 'assignments:fields.type',
    type: 'multi-select',
    options: ASSIGNMENT_TYPES.map((s) => ({ value: s, labelKey: `assignments:type.${s}` })),
  },
  {
    field: 'template_id',
    labelKey: 'assignments:fields.template',
    type: 'multi-select',
    remoteUrl: '/inspections/templates',
  },
  {
    field: 'assignee',
    labelKey: 'assignments:fields.assignees',
    type: 'multi-select',
    remoteUrl: '/user/search-user-group',
  },
  { field: 'next_due', labelKey: 'assignments:fields.nextDue', type: 'date' },
  { field: 'created_at', labelKey: 'assignments:fields.createdAt', type: 'date' },
];

/** The columns of the assignment table; times in the reader's language and zone. */
export function assignmentColumns(
  language: string,
  actions: (row: AssignmentListRow) => ReactNode,
): DataTableColumn<AssignmentListRow>[] {
  const times = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return [
    {
      id: 'title',
      headerKey: 'assignments:fields.title',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Anchor
          component={Link}
          to={assignmentEditPath(row.id)}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {row.title}
        </Anchor>
      ),
    },
    {
      id: 'status',
      headerKey: 'assignments:fields.status',
      cell: (row) => <AssignmentStatusBadge status={row.status} />,
    },
    { id: 'template', headerKey: 'assignments:fields.template', cell: (row) => row.template?.name ?? '' },
    {
      id: 'assignees',
      headerKey: 'assignments:fields.assignees',
      cell: (row) => row.assignees.map((a) => a.name).join(', '),
    },
    {
      id: 'next_due',
      headerKey: 'assignments:fields.nextDue',
      sortable: true,
      cell: (row) => (row.next_due ? times.format(new Date(row.next_due)) : ''),
    },
    {
      id: 'type',
      headerKey: 'assignments:fields.type',
      cell: (row) => <TypeText type={row.type} />,
    },
    {
      id: 'created_at',
      headerKey: 'assignments:fields.createdAt',
      sortable: true,
      defaultHidden: true,
      cell: (row) => dates.format(new Date(row.created_at)),
    },
    { id: 'actions', headerKey: 'assignments:fields.actions', hideable: false, width: 48, cell: actions },
  ];
}

function TypeText({ type }: { type: AssignmentListRow['type'] }) {
  const { t } = useTranslation();
  return <>{t(`assignments:type.${type}`)}</>;
}
