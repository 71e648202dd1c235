import { MY_INSPECTION_STATES, type MyInspection, type MyInspectionState } from '@fieldbook/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inspectionReportPath, inspectionRunnerPath } from '../../inspections/api/inspections-api';
import { useMyInspections, useStartOccurrence } from '../api/my-inspections-api';

const STATE_COLOURS: Record<MyInspectionState, string> = {
  to_do: 'blue',
  overdue: 'red',
  in_progress: 'yellow',
  done: 'green',
};

/** One occurrence: what to inspect, where, by when, and the button that starts, continues or opens it. */
function OccurrenceCard({ row }: { row: MyInspection }) {
  const { t, i18n } = useTranslation('assignments');
  const start = useStartOccurrence();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const action =
    row.state === 'done' && row.inspection_id ? (
      <Button component={Link} to={inspectionReportPath(row.inspection_id)} size="xs" variant="light">
        {t('my.report')}
      </Button>
    ) : row.inspection_id ? (
      <Button component={Link} to={inspectionRunnerPath(row.inspection_id)} size="xs">
        {t('my.continue')}
      </Button>
    ) : (
      <Button
        size="xs"
        leftSection={<IconPlayerPlay size={14} />}
        loading={start.isPending}
        onClick={() => start.mutate(row)}
        data-testid={`my-start-${row.occurrence_id}`}
      >
        {t('my.start')}
      </Button>
    );
  return (
    <Paper withBorder p="sm" data-testid="my-inspection">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.template.name}
            </Text>
            <Badge color={STATE_COLOURS[row.state]} variant="dot">
              {t(`my.states.${row.state}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.asset.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('my.due', { when: when.format(new Date(row.window_end)) })} · {row.assignment.name}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

/**
 * "My inspections" (issue 22): what assignments give the signed-in inspector — to do, overdue, in progress and
 * recently done — each opening the runner; a start is decided by the server (restricted mode, collaborative).
 */
export function MyInspectionsPage() {
  const { t } = useTranslation('assignments');
  const mine = useMyInspections();
  const [state, setState] = useState<MyInspectionState>('to_do');
  const counts = mine.data?.counts;
  const shown = (mine.data?.data ?? []).filter((row) => row.state === state);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('my.title')}</Title>
      <SegmentedControl
        value={state}
        onChange={(value) => setState(value as MyInspectionState)}
        aria-label={t('my.title')}
        data={MY_INSPECTION_STATES.map((value) => ({
          value,
          label: `${t(`my.states.${value}`)} (${counts?.[value] ?? 0})`,
        }))}
        fullWidth
        data-testid="my-states"
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      {mine.isPending && <Loader size="sm" aria-label={t('my.loading')} />}
      {mine.isSuccess && shown.length === 0 && (
        <Alert variant="light" data-testid="my-empty">
          {t(`my.empty.${state}`)}
        </Alert>
      )}
      {shown.map((row) => (
        <OccurrenceCard key={row.occurrence_id} row={row} />
      ))}
    </Stack>
  );
}
