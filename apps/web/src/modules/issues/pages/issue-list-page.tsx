import { issueSchema } from '@fieldbook/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table/data-table';
import { Can } from '../../../shared/session/can';
import { CreateButton } from '../../../shared/ui/create-button';
import { ISSUES_ENDPOINT, issuePath } from '../api/issues-api';
import { CreateIssueDialog } from '../components/create-issue-dialog';
import { IssueBulkActions } from '../components/issue-bulk-actions';
import { issueColumns } from '../components/issue-columns';
import { IssueFilterExport, IssueSelectionExport } from '../components/issue-list-export';
import { ISSUE_FILTERS } from '../components/issue-filters';

/** /issues: the shared data table with filters, saved queries, the bulk bar and "New issue" (ACT_VIEW_ISSUE_LIST). */
export function IssueListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => issueColumns(i18n.language), [i18n.language]);
  const createButton = (
    <CreateButton
      permission="ACT_VIEW_ISSUE_LIST"
      label={t('issues:create')}
      testId="create-issue"
      onClick={() => setCreating(true)}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('issues:title')}
        </Title>
        <Can permission="ACT_MANAGE_CATEGORY">
          <Anchor component={Link} to="/issues/categories" size="sm" data-testid="categories-link">
            {t('issues:categories.title')}
          </Anchor>
        </Can>
      </Group>
      <DataTable
        tableId="issues"
        endpoint={ISSUES_ENDPOINT}
        rowSchema={issueSchema}
        columns={columns}
        getRowId={(row) => row.id}
        filters={ISSUE_FILTERS}
        selectable
        toolbar={
          <>
            <IssueFilterExport />
            {createButton}
          </>
        }
        emptyState={{ textKey: 'issues:empty', action: createButton }}
        onRowClick={(row) => void navigate(issuePath(row.id))}
        bulkActions={(selection, clear) => (
          <>
            {selection.mode === 'rows' && <IssueBulkActions rows={selection.rows} onDone={clear} />}
            <IssueSelectionExport selection={selection} />
          </>
        )}
      />
      {creating && <CreateIssueDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
