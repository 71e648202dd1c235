import type { IssuePriority, IssueStatus } from '@fieldbook/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<IssueStatus, string> = {
  to_do: 'gray',
  in_progress: 'blue',
  complete: 'green',
  cant_do: 'orange',
};
const PRIORITY_COLORS: Record<IssuePriority, string> = { low: 'gray', medium: 'yellow', high: 'red' };

/** An issue's status as a coloured label (spec §4 statuses). */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="issue-status">
      {t(`issues:status.${status}`)}
    </Badge>
  );
}

/** An issue's priority as a coloured label. */
export function IssuePriorityBadge({ priority }: { priority: IssuePriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="dot">
      {t(`issues:priority.${priority}`)}
    </Badge>
  );
}
