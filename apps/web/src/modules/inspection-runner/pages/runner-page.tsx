import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../../shared/api/client';
import { warmRecordPicks } from '../components/answers/record-answers';
import { RunnerView } from '../components/runner-view';
import { queueCompletion } from '../local/local-answers';
import { runnerDb } from '../local/runner-db';
import { runnerApi } from '../sync/runner-api';
import { runnerSync, startRunnerSync } from '../sync/runner-sync';
import { useRunner, type RunnerDeps } from '../use-runner';

/** /inspections/:id/conduct: conducts an inspection, online or offline (issue 19). */
export function RunnerPage() {
  const { id = '' } = useParams();
  const deps = useMemo<RunnerDeps>(
    () => ({ db: runnerDb(), api: runnerApi(api), sync: runnerSync(), warm: warmRecordPicks }),
    [],
  );
  useEffect(startRunnerSync, []);
  return <Runner id={id} deps={deps} />;
}

/** The runner of one inspection over given surroundings (the page's, or a test's). */
export function Runner({ id, deps }: { id: string; deps: RunnerDeps }) {
  const { t } = useTranslation('inspection-runner');
  const state = useRunner(id, deps);
  if (state.status === 'loading')
    return (
      <Center mih="60dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (state.status === 'unavailable')
    return (
      <Stack p="md" maw={560} mx="auto">
        <Text>{t('unavailable')}</Text>
      </Stack>
    );
  return (
    <RunnerView
      runner={state}
      onComplete={async () => {
        await queueCompletion(deps.db, id);
        await deps.sync.sync(id);
      }}
    />
  );
}
