import type { IssueAssignee, IssueAssigneeView } from '@fieldbook/domain';
import { useTranslation } from 'react-i18next';
import { PeoplePicker } from '../../../shared/people-picker/people-picker';

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
  return (
    <PeoplePicker
      value={value}
      onChange={onChange}
      labels={Object.fromEntries(known.map((a) => [a.id, a.name]))}
      usersLabel={t('issues:fields.assigneeUsers')}
      groupsLabel={t('issues:fields.assigneeGroups')}
      error={error}
    />
  );
}
