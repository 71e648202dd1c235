import { assignmentListRowSchema, type AssignmentListRow } from '@fieldbook/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import { CreateButton } from '../../../shared/ui/create-button';
import { showToast } from '../../../shared/ui/toast';
import {
  ASSIGNMENTS_ENDPOINT,
  assignmentEditPath,
  assignmentsApi,
  useAssignmentMutation,
} from '../api/assignments-api';
import { ASSIGNMENT_FILTERS, assignmentColumns } from '../components/assignment-columns';
import { AssignmentRowActions } from '../components/assignment-row-actions';

/** /assignment/list: the shared data table with filters, saved queries, bulk pause / activate (AST_MANAGE_ASSIGNMENT). */
export function AssignmentListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AssignmentListRow | null>(null);
  const remove = useAssignmentMutation(assignmentsApi.remove);
  const bulk = useAssignmentMutation(assignmentsApi.setStatus);
  const columns = useMemo(
    () =>
      assignmentColumns(i18n.language, (row) => <AssignmentRowActions row={row} onDelete={setDeleting} />),
    [i18n.language],
  );
  const createButton = (
    <CreateButton
      permission="AST_MANAGE_ASSIGNMENT"
      label={t('assignments:create')}
      testId="create-assignment"
      onClick={() => void navigate('/assignment/add')}
    />
  );
  const bulkButton = (rows: readonly AssignmentListRow[], to: 'paused' | 'active', clear: () => void) => {
    const ids = rows.filter((r) => r.status !== 'finished' && r.status !== to).map((r) => r.id);
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={to === 'paused' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
        loading={bulk.isPending && bulk.variables?.to === to}
        disabled={ids.length === 0}
        onClick={() =>
          bulk.mutate(
            { ids, to },
            {
              onSuccess: (count) => {
                showToast(
                  'success',
                  t(to === 'paused' ? 'assignments:bulk.paused' : 'assignments:bulk.activated', { count }),
                );
                clear();
              },
            },
          )
        }
        data-testid={to === 'paused' ? 'bulk-pause' : 'bulk-activate'}
      >
        {t(to === 'paused' ? 'assignments:bulk.pause' : 'assignments:bulk.activate', { count: ids.length })}
      </Button>
    );
  };
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('assignments:title')}
      </Title>
      <DataTable
        tableId="assignments"
        endpoint={ASSIGNMENTS_ENDPOINT}
        rowSchema={assignmentListRowSchema}
        columns={columns}
        getRowId={(row) => row.id}
        filters={ASSIGNMENT_FILTERS}
        selectable
        toolbar={createButton}
        emptyState={{ textKey: 'assignments:empty', action: createButton }}
        onRowClick={(row) => void navigate(assignmentEditPath(row.id))}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Group gap="xs">
              {bulkButton(selection.rows, 'paused', clear)}
              {bulkButton(selection.rows, 'active', clear)}
            </Group>
          )
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('assignments:delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {t('assignments:deleteConfirm', { name: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
