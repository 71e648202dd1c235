import { encodeFilter, type Issue } from '@fieldbook/domain';
import { useSearchParams } from 'react-router';
import { queryFromSearch } from '../../../shared/data-table/url-query';
import type { TableSelection } from '../../../shared/data-table/selection';
import { IssueExportMenu } from './issue-export-menu';

/** The toolbar's export: the list's current filter, read from the URL as the table reads it. */
export function IssueFilterExport() {
  const [search] = useSearchParams();
  const { filter } = queryFromSearch(search);
  return <IssueExportMenu scope={{ filter: encodeFilter(filter) }} />;
}

/** The bulk bar's export: the ticked issues, or every issue of the filter when "all by filter" is chosen. */
export function IssueSelectionExport({ selection }: { selection: TableSelection<Issue> }) {
  const scope =
    selection.mode === 'rows'
      ? { ids: selection.rows.map((row) => row.id) }
      : { filter: encodeFilter(selection.filter) };
  return <IssueExportMenu scope={scope} testId="issue-selection-export" />;
}
