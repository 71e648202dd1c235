import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from './user-actions';

const COLORS: Record<UserStatus, string> = {
  invited: 'blue',
  active: 'teal',
  deactivated: 'gray',
  disabled: 'red',
  inactive: 'yellow',
};

/** A member's status as a coloured badge; the label uses the text colour so it keeps 4.5:1 contrast. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" c="var(--mantine-color-text)">
      {t(`users:admin.status.${status}`)}
    </Badge>
  );
}
