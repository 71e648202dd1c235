import { api } from '../../../shared/api/client';
import { replayJournal } from '../local/local-answers';
import { runnerDb } from '../local/runner-db';
import { runnerApi } from './runner-api';
import { SyncWorker } from './sync-worker';

let worker: SyncWorker | null = null;

/** The app's one sync worker over the app's API client and runner database. */
export function runnerSync(): SyncWorker {
  worker ??= new SyncWorker({ db: runnerDb(), api: runnerApi(api) });
  return worker;
}

let started = false;

/**
 * Starts background sync once per page load: stores the changes a reload cut off, sends what is queued now and
 * whenever the device comes back online, and asks the browser to keep the runner's data when storage runs low.
 */
export function startRunnerSync(): void {
  if (started) return;
  started = true;
  const sync = runnerSync();
  window.addEventListener('online', () => void sync.syncAll());
  void navigator.storage?.persist?.().catch(() => false);
  void replayJournal(runnerDb())
    .catch(() => undefined)
    .then(() => sync.syncAll());
}
