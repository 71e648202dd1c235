import type { AssignmentProgress as Progress } from '@fieldbook/domain';
import { Badge, Group, Progress as Bar, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The managers' figure of an assignment (issue 22): how many of its occurrences are done, and how many are
 * overdue, in progress or missed, from the detail's counts.
 */
export function AssignmentProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('assignments');
  const total = progress.to_do + progress.overdue + progress.in_progress + progress.missed + progress.done;
  const flags = (['overdue', 'in_progress', 'missed'] as const).filter((state) => progress[state] > 0);
  return (
    <Stack gap={4} maw={420} data-testid="assignment-progress">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('progress.done', { done: progress.done, total })}
        </Text>
        {flags.map((state) => (
          <Badge key={state} size="sm" variant="dot" color={state === 'in_progress' ? 'yellow' : 'red'}>
            {t(`progress.${state}`, { count: progress[state] })}
          </Badge>
        ))}
      </Group>
      <Bar
        value={total === 0 ? 0 : (progress.done / total) * 100}
        size="sm"
        aria-label={t('progress.done', { done: progress.done, total })}
      />
    </Stack>
  );
}
