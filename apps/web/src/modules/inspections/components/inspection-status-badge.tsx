import type { InspectionStatus } from '@fieldbook/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InspectionStatus, string> = { to_do: 'gray', in_progress: 'blue', completed: 'green' };

/** An inspection's status as a coloured, localised badge. */
export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[status]}
      c="var(--mantine-color-text)"
      tt="none"
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
      data-testid={`status-${status}`}
    >
      {t(`inspections:status.${status}`)}
    </Badge>
  );
}
