import type { Inspection } from '@fieldbook/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import { assetOptionLabel } from '../../assets/api/assets-api';
import { inspectionReportPath, inspectionRunnerPath } from '../api/inspections-api';
import { InspectionStatusBadge } from './inspection-status-badge';

/** A score percent as the list shows it: whole or one decimal, empty when the template has no scoring. */
export function percentText(percent: number | null): string {
  return percent === null ? '' : `${Math.round(percent * 10) / 10} %`;
}

/** The columns of both inspection tables; dates in the reader's language and zone. */
export function inspectionColumns(language: string): DataTableColumn<Inspection>[] {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const when = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '');
  return [
    {
      id: 'title',
      headerKey: 'inspections:fields.title',
      sortable: true,
      hideable: false,
      // A completed inspection is read as its report; one still open is continued in the runner.
      cell: (row) => (
        <Anchor
          component={Link}
          to={row.status === 'completed' ? inspectionReportPath(row.id) : inspectionRunnerPath(row.id)}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {row.title}
        </Anchor>
      ),
    },
    {
      id: 'document_number',
      headerKey: 'inspections:fields.documentNumber',
      sortable: true,
      cell: (row) => row.document_number ?? '',
    },
    { id: 'template', headerKey: 'inspections:fields.template', cell: (row) => row.template.title },
    {
      id: 'asset',
      headerKey: 'inspections:fields.asset',
      cell: (row) => (row.asset ? assetOptionLabel(row.asset) : ''),
    },
    { id: 'conducted_by', headerKey: 'inspections:fields.inspector', cell: (row) => row.conducted_by.name },
    {
      id: 'status',
      headerKey: 'inspections:fields.status',
      cell: (row) => <InspectionStatusBadge status={row.status} />,
    },
    {
      id: 'score',
      headerKey: 'inspections:fields.score',
      sortable: true,
      cell: (row) => percentText(row.percent),
    },
    { id: 'failed_count', headerKey: 'inspections:fields.failedCount', cell: (row) => row.failed_count },
    { id: 'issues_count', headerKey: 'inspections:fields.issuesCount', cell: (row) => row.issues_count },
    {
      id: 'started_at',
      headerKey: 'inspections:fields.startedAt',
      sortable: true,
      cell: (row) => when(row.started_at),
    },
    {
      id: 'completed_at',
      headerKey: 'inspections:fields.completedAt',
      sortable: true,
      cell: (row) => when(row.completed_at),
    },
  ];
}
