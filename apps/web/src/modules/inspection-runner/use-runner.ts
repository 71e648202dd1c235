import type { InspectionMediaKind } from '@fieldbook/domain/inspections';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { liveQuery } from 'dexie';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createAnswerStore, type AnswerStore } from './answer-store';
import {
  readLocal,
  recordChange,
  replayJournal,
  storeFetched,
  type ChangeDraft,
} from './local/local-answers';
import { type LocalAnswer, type LocalInspection, type MediaRef, type RunnerDb } from './local/runner-db';
import { templateVersion } from './local/template-cache';
import { RunnerSession, sheetOf } from './runner-session';
import type { RunnerApi } from './sync/runner-api';
import { PULL_INTERVAL_MS, type SyncWorker } from './sync/sync-worker';

/** The runner's surroundings; the page passes the app's, tests their own. */
export interface RunnerDeps {
  db: RunnerDb;
  api: RunnerApi;
  sync: SyncWorker;
  /** Called with the template once opened online: keeps what its record picks need on the device. */
  warm?: (doc: TemplateDocument) => Promise<void>;
}

/** An open inspection: its template, the engine session, the device's answers and how many changes wait. */
export interface LoadedRunner {
  inspection: LocalInspection;
  /** The inspection's id: unlike `inspection`, the same on every read of the device copy. */
  inspectionId: string;
  doc: TemplateDocument;
  session: RunnerSession;
  answers: ReadonlyMap<string, LocalAnswer>;
  /** The same answers, for a control to follow its own one (`useStoredAnswer`). */
  answerStore: AnswerStore;
  waiting: number;
  /** Records a change (note, media, signature) the engine does not take itself. */
  record(change: ChangeDraft, media?: readonly MediaRef[]): void;
  /** Keeps a picked or drawn file on the device until the sync uploads it; answers its reference. */
  storeFile(blob: Blob, name: string, kind: InspectionMediaKind): Promise<MediaRef>;
  /** Sends an inspection whose start the server refused again (after the person had the cause fixed). */
  retryRefused(): Promise<void>;
}

/** What the runner page shows while it opens an inspection. */
export type RunnerState =
  { status: 'loading' } | { status: 'unavailable' } | ({ status: 'ready' } & LoadedRunner);

/**
 * The device's copy of an inspection, with any change a reload cut off stored first; fetched once from the server
 * when this device has never opened it.
 */
async function openLocal(deps: RunnerDeps, id: string) {
  await replayJournal(deps.db).catch(() => undefined);
  const local = await readLocal(deps.db, id);
  if (local) return local;
  const detail = await deps.api.detail(id);
  await storeFetched(
    deps.db,
    {
      id,
      template_id: detail.template.id,
      version: detail.template.version,
      title: detail.title,
      status: detail.status,
      seq: 0,
      instances: {},
      completing: false,
      server_problems: {},
    },
    {
      applied: [],
      answers: detail.answers,
      instances: detail.instances,
      seq: detail.seq,
      status: detail.status,
    },
  );
  return readLocal(deps.db, id);
}

/**
 * Opens an inspection for conducting, from this device's copy when there is one (offline), keeps it in step with
 * IndexedDB (pulls merged by the sync worker re-run the engine) and pulls others' changes every 10 s.
 */
export function useRunner(id: string, deps: RunnerDeps): RunnerState {
  const [opened, setOpened] = useState<
    { doc: TemplateDocument; session: RunnerSession } | 'loading' | 'unavailable'
  >('loading');
  const [live, setLive] = useState<{
    inspection: LocalInspection;
    answers: LocalAnswer[];
    waiting: number;
  } | null>(null);

  useEffect(() => {
    let gone = false;
    const session = new RunnerSession((change) => {
      void recordChange(deps.db, id, change).then(() => deps.sync.nudge(id));
    });
    void (async () => {
      try {
        const local = await openLocal(deps, id);
        if (!local) throw new Error('not found');
        const doc = await templateVersion(
          deps.db,
          deps.api,
          local.inspection.template_id,
          local.inspection.version,
        );
        // Answers first, then the template: the engine is built once, with them (not once without, once with).
        session.restore(sheetOf(local.answers, local.inspection.instances));
        session.load(doc);
        if (!gone) setOpened({ doc, session });
        if (navigator.onLine) void deps.warm?.(doc);
      } catch {
        if (!gone) setOpened('unavailable');
      }
    })();
    return () => {
      gone = true;
    };
  }, [id, deps]);

  // One store for the hook's life: a read of another inspection replaces (and announces) every answer.
  const [answerStore] = useState(createAnswerStore);
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const local = await readLocal(deps.db, id);
      if (!local) return null;
      return { ...local, waiting: await deps.db.outbox.where('inspection_id').equals(id).count() };
    }).subscribe({
      next: (value) => {
        if (value) answerStore.replace(value.answers);
        setLive(value);
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [id, deps, answerStore]);

  const session = opened !== 'loading' && opened !== 'unavailable' ? opened.session : null;
  const restored = useRef<number | null>(null);
  useEffect(() => {
    if (!session || !live) return;
    // Only a merged pull or send (a new seq) re-runs the engine; the person's own answers are already in it.
    const seq = live.inspection.seq;
    if (restored.current !== null && restored.current !== seq) {
      session.restore(sheetOf(live.answers, live.inspection.instances));
    }
    restored.current = seq;
  }, [session, live]);

  useEffect(() => {
    void deps.sync.sync(id);
    void deps.sync.pull(id);
    const timer = setInterval(() => void deps.sync.pull(id), PULL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [id, deps]);

  // The person's actions keep their identity across reads of the device copy, so the items' slots do too.
  const actions = useMemo(
    () => ({
      record: (change: ChangeDraft, media?: readonly MediaRef[]) =>
        void recordChange(deps.db, id, change, media).then(() => deps.sync.nudge(id)),
      storeFile: async (blob: Blob, name: string, kind: InspectionMediaKind) => {
        const ref = { id: crypto.randomUUID(), name, mime: blob.type || 'application/octet-stream' };
        await deps.db.media.add({ ...ref, inspection_id: id, blob, kind });
        return ref;
      },
      retryRefused: () => deps.sync.retryRefused(id),
    }),
    [id, deps],
  );

  if (opened === 'loading' || (opened !== 'unavailable' && !live)) return { status: 'loading' };
  if (opened === 'unavailable' || !live) return { status: 'unavailable' };
  return {
    status: 'ready',
    inspection: live.inspection,
    doc: opened.doc,
    session: opened.session,
    inspectionId: id,
    answers: answerStore.map(),
    answerStore,
    waiting: live.waiting,
    ...actions,
  };
}
