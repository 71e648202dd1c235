import { ISSUE_STATUSES, type Issue, type IssueAssignee, type IssueStatus } from '@fieldbook/domain';
import { Button, Group, Menu, TextInput } from '@mantine/core';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { issuesApi, useIssueBulkMutation } from '../api/issues-api';
import { AssigneePicker } from './assignee-picker';
import { dueAtFromDay } from './due-date';

/** The issue table's bulk bar: move the selection to a status, replace its assignees, set its due date. */
export function IssueBulkActions({ rows, onDone }: { rows: readonly Issue[]; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = rows.map((row) => row.id);
  const count = rows.length;
  const status = useIssueBulkMutation(issuesApi.bulkStatus);
  const assign = useIssueBulkMutation(issuesApi.bulkAssignees);
  const dueDate = useIssueBulkMutation(issuesApi.bulkDueDate);
  const [dialog, setDialog] = useState<'assignees' | 'due' | null>(null);
  const [assignees, setAssignees] = useState<IssueAssignee[]>([]);
  const [day, setDay] = useState('');
  const done = () => {
    setDialog(null);
    onDone();
  };
  return (
    <Group gap="xs">
      <Menu>
        <Menu.Target>
          <Button size="xs" variant="light" loading={status.isPending} data-testid="bulk-status">
            {t('issues:bulk.status', { count })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ISSUE_STATUSES.map((s: IssueStatus) => (
            <Menu.Item key={s} onClick={() => status.mutate({ ids, status: s }, { onSuccess: onDone })}>
              {t(`issues:status.${s}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUsers size={14} />}
        onClick={() => setDialog('assignees')}
        data-testid="bulk-assignees"
      >
        {t('issues:bulk.assignees', { count })}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCalendar size={14} />}
        onClick={() => setDialog('due')}
        data-testid="bulk-due"
      >
        {t('issues:bulk.dueDate', { count })}
      </Button>
      {dialog === 'assignees' && (
        <FormModal
          title={t('issues:bulk.assigneesTitle', { count })}
          busy={assign.isPending}
          onClose={() => setDialog(null)}
          onSubmit={() => assign.mutate({ ids, assignees }, { onSuccess: done })}
        >
          <AssigneePicker value={assignees} onChange={setAssignees} />
        </FormModal>
      )}
      {dialog === 'due' && (
        <FormModal
          title={t('issues:bulk.dueDateTitle', { count })}
          busy={dueDate.isPending}
          onClose={() => setDialog(null)}
          onSubmit={() => dueDate.mutate({ ids, due_at: dueAtFromDay(day) }, { onSuccess: done })}
        >
          <TextInput
            type="date"
            label={t('issues:fields.dueAt')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            data-testid="bulk-due-input"
          />
        </FormModal>
      )}
    </Group>
  );
}
