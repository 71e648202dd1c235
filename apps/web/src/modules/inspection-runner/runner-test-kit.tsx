import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { RunnerDb } from './local/runner-db';
import { cacheTemplateVersion } from './local/template-cache';
import { Runner } from './pages/runner-page';
import type { RunnerApi } from './sync/runner-api';
import { SyncWorker } from './sync/sync-worker';
import type { RunnerDeps } from './use-runner';

/** A server that cannot be reached: every call fails as fetch does offline. */
export const offlineApi = new Proxy({} as RunnerApi, {
  get: () => () => Promise.reject(new TypeError('offline')),
});

/**
 * Draws the runner of an inspection started on this device while offline, its template version cached, and waits
 * for its title. Answers the device's stores, which the test stops and deletes afterwards.
 */
export async function mountOfflineRunner(inspection: {
  id: string;
  templateId: string;
  version: number;
  title: string;
  doc: unknown;
}): Promise<RunnerDeps> {
  const db = new RunnerDb(`runner-${crypto.randomUUID()}`);
  const deps = { db, api: offlineApi, sync: new SyncWorker({ db, api: offlineApi, online: () => false }) };
  await cacheTemplateVersion(db, inspection.templateId, inspection.version, inspection.doc);
  await db.inspections.put({
    id: inspection.id,
    template_id: inspection.templateId,
    version: inspection.version,
    title: inspection.title,
    status: 'to_do',
    seq: 0,
    instances: {},
    completing: false,
    server_problems: {},
  });
  render(
    <MantineProvider env="test">
      <Runner id={inspection.id} deps={deps} />
    </MantineProvider>,
  );
  await screen.findByText(inspection.title);
  return deps;
}
