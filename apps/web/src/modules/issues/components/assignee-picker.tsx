import type { IssueAssignee, IssueAssigneeView } from '@fieldbook/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';

/** Member and group pickers for an issue's assignees (spec §3: users or groups). */
export function AssigneePicker({
  value,
  onChange,
  known = [],
  error,
}: {
  value: readonly IssueAssignee[];
  onChange: (next: IssueAssignee[]) => void;
  /** Names of assignees already stored, shown without a load. */
  known?: readonly IssueAssigneeView[];
  error?: string;
}) {
  const { t } = useTranslation();
  const ids = (kind: IssueAssignee['kind']) => value.filter((a) => a.kind === kind).map((a) => a.id);
  const set = (kind: IssueAssignee['kind'], chosen: string[]) =>
    onChange([...value.filter((a) => a.kind !== kind), ...chosen.map((id) => ({ kind, id }))]);
  const labels = Object.fromEntries(known.map((a) => [a.id, a.name]));
  return (
    <Stack gap="xs">
      <RemoteSelect
        url="/user/search"
        multiple
        label={t('issues:fields.assigneeUsers')}
        value={ids('user')}
        onChange={(chosen) => set('user', chosen)}
        initialLabels={labels}
        error={error}
        data-testid="assignee-users"
      />
      <RemoteSelect
        url="/user/group/all"
        multiple
        label={t('issues:fields.assigneeGroups')}
        value={ids('group')}
        onChange={(chosen) => set('group', chosen)}
        initialLabels={labels}
        data-testid="assignee-groups"
      />
    </Stack>
  );
}
