import type { Issue } from '@fieldbook/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { issuePath } from '../api/issues-api';
import { IssuePriorityBadge, IssueStatusBadge } from './issue-badges';

/** The columns of the issue table; dates in the reader's language. */
export function issueColumns(language: string): DataTableColumn<Issue>[] {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const when = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '');
  return [
    {
      id: 'title',
      headerKey: 'issues:fields.title',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Anchor component={Link} to={issuePath(row.id)} size="sm" onClick={(e) => e.stopPropagation()}>
          {row.title}
        </Anchor>
      ),
    },
    {
      id: 'status',
      headerKey: 'issues:fields.status',
      cell: (row) => <IssueStatusBadge status={row.status} />,
    },
    {
      id: 'priority',
      headerKey: 'issues:fields.priority',
      cell: (row) => <IssuePriorityBadge priority={row.priority} />,
    },
    {
      id: 'category',
      headerKey: 'issues:fields.category',
      cell: (row) => [row.category?.name, row.subcategory?.name].filter(Boolean).join(' › '),
    },
    {
      id: 'assignees',
      headerKey: 'issues:fields.assignees',
      cell: (row) => row.assignees.map((a) => a.name).join(', '),
    },
    { id: 'due_at', headerKey: 'issues:fields.dueAt', sortable: true, cell: (row) => when(row.due_at) },
    { id: 'created_by', headerKey: 'issues:fields.createdBy', cell: (row) => row.created_by?.name ?? '' },
    {
      id: 'created_at',
      headerKey: 'issues:fields.createdAt',
      sortable: true,
      cell: (row) => when(row.created_at),
    },
  ];
}
