import type { InspectionChange } from '@fieldbook/domain/inspections';
import { ApiRequestError } from '../../../shared/api/api-error';
import { mergeServerAnswers } from '../local/local-answers';
import { dueEntries, markFailed, markSent } from '../local/outbox';
import type { OutboxEntry, RunnerDb } from '../local/runner-db';
import type { RunnerApi } from './runner-api';

/** Waits this long after a change before sending, so a burst of typing goes in one request. */
export const SYNC_DEBOUNCE_MS = 800;
/** How often an open inspection asks for the others' changes. */
export const PULL_INTERVAL_MS = 10_000;

/** What the worker needs from its surroundings; injected so tests drive time and the network. */
export interface SyncDeps {
  db: RunnerDb;
  api: RunnerApi;
  now?: () => number;
  online?: () => boolean;
}

/** A refusal that no retry can fix: the request is dropped instead of blocking the outbox. */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 403 || error.status === 422);

/** A refused start: no access to the template (403), or a template, version or asset that is gone (404, 422). */
const isStartRefusal = (error: unknown): error is ApiRequestError =>
  isRefusal(error) || (error instanceof ApiRequestError && error.status === 404);

/**
 * The entries of a refused batch no retry can send: those the server's 422 names (`changes.<i>.…`), so the other
 * answers of the batch go again at once; the whole batch when the refusal names none (a 400, a lost permission).
 */
export function refusedChanges(error: unknown, sent: readonly OutboxEntry[]): readonly OutboxEntry[] {
  const named = new Set(
    Object.keys(error instanceof ApiRequestError ? error.fieldErrors : {}).flatMap((key) => {
      const match = /^changes\.(\d+)(?:\.|$)/.exec(key);
      return match ? [Number(match[1])] : [];
    }),
  );
  return named.size === 0 ? sent : sent.filter((_, i) => named.has(i));
}

/**
 * Sends each inspection's outbox in order (start, then media uploads, then changes in batches, then completion)
 * and pulls others' changes. Failed requests wait out their backoff; one pass per inspection runs at a time.
 */
export class SyncWorker {
  private readonly running = new Map<string, Promise<void>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly now: () => number;
  private readonly online: () => boolean;

  constructor(private readonly deps: SyncDeps) {
    this.now = deps.now ?? Date.now;
    this.online = deps.online ?? (() => navigator.onLine);
  }

  /** Syncs an inspection soon (debounced): after each change. */
  nudge(inspectionId: string, delay = SYNC_DEBOUNCE_MS): void {
    clearTimeout(this.timers.get(inspectionId));
    this.timers.set(
      inspectionId,
      setTimeout(() => {
        this.timers.delete(inspectionId);
        void this.sync(inspectionId);
      }, delay),
    );
  }

  /** Syncs every inspection with queued requests: on app start and when the device comes back online. */
  async syncAll(): Promise<void> {
    const ids = new Set((await this.deps.db.outbox.toArray()).map((e) => e.inspection_id));
    await Promise.all([...ids].map((id) => this.sync(id)));
  }

  /** One sync pass of an inspection; a pass already running is joined, not doubled. */
  sync(inspectionId: string): Promise<void> {
    const running = this.running.get(inspectionId);
    if (running) return running;
    const pass = this.pass(inspectionId).finally(() => this.running.delete(inspectionId));
    this.running.set(inspectionId, pass);
    return pass;
  }

  /** Asks for the changes others made since the last merge. */
  async pull(inspectionId: string): Promise<void> {
    if (!this.online()) return;
    const inspection = await this.deps.db.inspections.get(inspectionId);
    if (!inspection || (await this.unstarted(inspectionId))) return;
    try {
      await mergeServerAnswers(
        this.deps.db,
        inspectionId,
        await this.deps.api.pull(inspectionId, inspection.seq),
      );
    } catch {
      // Offline or the server is away: the next poll asks again.
    }
  }

  /** Sends a refused inspection again, once the person has had the refusal fixed (access granted, say). */
  async retryRefused(inspectionId: string): Promise<void> {
    await this.deps.db.inspections.update(inspectionId, { refused: null });
    await this.deps.db.outbox.where('inspection_id').equals(inspectionId).modify({ next_at: 0 });
    await this.sync(inspectionId);
  }

  /** Stops every pending timer (the page or the app goes away). */
  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async unstarted(inspectionId: string): Promise<boolean> {
    const entries = await this.deps.db.outbox.where('inspection_id').equals(inspectionId).toArray();
    return entries.some((e) => e.payload.type === 'start');
  }

  private async pass(inspectionId: string): Promise<void> {
    if (!this.online() || (await this.deps.db.inspections.get(inspectionId))?.refused) return;
    for (;;) {
      const due = await dueEntries(this.deps.db, inspectionId, this.now());
      if (due.length === 0) break;
      const progressed = await this.sendDue(inspectionId, due);
      if (!progressed) break;
    }
    await this.retryLater(inspectionId);
  }

  /** Sends the first kind of request due; answers false when it failed (the rest waits for the retry). */
  private async sendDue(inspectionId: string, due: OutboxEntry[]): Promise<boolean> {
    const first = due.find((e) => e.payload.type === 'start') ?? due[0]!;
    try {
      if (first.payload.type === 'start') return await this.start(inspectionId, first, due.length === 1);
      await this.uploadMedia(inspectionId);
      if (first.payload.type === 'complete') {
        await this.complete(inspectionId, first);
        return true;
      }
      const batch = due.filter((e) => e.payload.type === 'change');
      const until = due.findIndex((e) => e.payload.type !== 'change');
      const send = until === -1 ? batch : batch.slice(0, until);
      const inspection = await this.deps.db.inspections.get(inspectionId);
      const changes = send.map((e) => (e.payload as { change: InspectionChange }).change);
      try {
        const answer = await this.deps.api.sendChanges(inspectionId, changes, inspection?.seq ?? 0);
        await markSent(
          this.deps.db,
          send.map((e) => e.id),
        );
        await mergeServerAnswers(this.deps.db, inspectionId, answer);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await markSent(
          this.deps.db,
          refusedChanges(error, send).map((e) => e.id),
        );
      }
      return true;
    } catch {
      await markFailed(
        this.deps.db,
        due.map((e) => e.id),
        this.now(),
      );
      return false;
    }
  }

  /** Sends the start (alone: nothing else is due); a refusal stops the inspection's sync (answers kept) instead of retrying it forever. */
  private async start(inspectionId: string, entry: OutboxEntry, alone: boolean): Promise<boolean> {
    if (entry.payload.type !== 'start') return false;
    try {
      await this.deps.api.start(entry.payload.request);
    } catch (error) {
      if (!isStartRefusal(error)) throw error;
      await this.deps.db.inspections.update(inspectionId, { refused: error.message });
      return false;
    }
    await markSent(this.deps.db, [entry.id]);
    // The server answers some items at start (document number, start date); with no change of ours to send,
    // whose answer would bring them, ask at once instead of at the next poll.
    if (alone) await this.pull(inspectionId);
    return true;
  }

  /** Uploads the inspection's pending files under their client-made ids (a retried upload is stored once). */
  private async uploadMedia(inspectionId: string): Promise<void> {
    const pending = await this.deps.db.media.where('inspection_id').equals(inspectionId).toArray();
    for (const file of pending) {
      await this.deps.api.uploadMedia(inspectionId, file);
      await this.deps.db.media.delete(file.id);
    }
  }

  private async complete(inspectionId: string, entry: OutboxEntry): Promise<void> {
    if (entry.payload.type !== 'complete') return;
    try {
      await this.deps.api.complete(inspectionId, entry.payload.completed_at);
      await this.deps.db.inspections.update(inspectionId, {
        status: 'completed',
        completing: false,
        server_problems: {},
      });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 422)) throw error;
      await this.deps.db.inspections.update(inspectionId, {
        completing: false,
        server_problems: error.fieldErrors,
      });
    }
    await markSent(this.deps.db, [entry.id]);
  }

  /** Wakes up when the earliest held-back request is due again. */
  private async retryLater(inspectionId: string): Promise<void> {
    const waiting = await this.deps.db.outbox.where('inspection_id').equals(inspectionId).toArray();
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((e) => e.next_at));
    this.nudge(inspectionId, Math.max(next - this.now(), SYNC_DEBOUNCE_MS));
  }
}
