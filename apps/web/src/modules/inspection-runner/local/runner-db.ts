import type {
  AnswerMarker,
  AnswerPart,
  InspectionChange,
  InspectionMediaKind,
  StartInspectionRequest,
} from '@fieldbook/domain/inspections';
import Dexie, { type EntityTable } from 'dexie';

/** A file attached to an answer part (media, a drawn signature). */
export interface MediaRef {
  id: string;
  name: string;
  mime: string;
}

/** The device's copy of an inspection: enough to run it with no network (ADR 194). */
export interface LocalInspection {
  id: string;
  template_id: string;
  version: number;
  title: string;
  status: 'to_do' | 'in_progress' | 'completed';
  /** Highest server sequence merged into the local answers; pulls ask for changes after it. */
  seq: number;
  instances: Record<string, number>;
  /** Completion asked for on this device and not yet accepted by the server. */
  completing: boolean;
  /** The server's refusal of the last completion: message keys by field (items.<item_id>). */
  server_problems: Record<string, string>;
  /**
   * The server's refusal to start the inspection (its message), e.g. the person lost access to the template while
   * offline: nothing more is sent until the person asks to try again, and the answers stay on the device.
   */
  refused?: string | null;
}

/** One answered item instance as the device holds it, with when each part was last changed. */
export interface LocalAnswer {
  inspection_id: string;
  item_id: string;
  instance: number;
  value: string | number | boolean | string[] | null;
  note: string | null;
  media: MediaRef[];
  rating: number | null;
  /** Markers placed on the item's image (ADR 207); absent in copies stored before markers existed. */
  markers?: AnswerMarker[];
  changed: Partial<Record<AnswerPart, string>>;
}

/** What the outbox sends: an answer change, the inspection's start, or its completion. */
export type OutboxPayload =
  | { type: 'change'; change: InspectionChange }
  | { type: 'start'; request: StartInspectionRequest }
  | { type: 'complete'; completed_at: string };

/** One request waiting to reach the server, retried with backoff until it does. */
export interface OutboxEntry {
  /** The change id (a change), or a made-up one for start and complete. */
  id: string;
  inspection_id: string;
  payload: OutboxPayload;
  /** Order of queueing (ms since epoch plus a counter), so batches keep the person's order. */
  queued_at: number;
  attempts: number;
  /** Earliest time (ms) of the next try. */
  next_at: number;
}

/** A photo, file or signature picked on this device, kept until uploaded under its client-made id. */
export interface PendingMedia {
  id: string;
  inspection_id: string;
  blob: Blob;
  name: string;
  mime: string;
  /** What the server checks it as (a signature has no smallest size, a photo has). */
  kind: InspectionMediaKind;
}

/** A record a runner pick showed while online (an asset, a person, a site, a global list item), for offline picks. */
export interface CachedRecord {
  /** Where it came from: the search endpoint, or the global list's items. */
  source: string;
  id: string;
  /** The text it is searched and shown by. */
  label: string;
  /** The record as the endpoint answered it. */
  row: unknown;
}

/** A published template version as the runner needs it offline. */
export interface CachedTemplate {
  template_id: string;
  version: number;
  /** The stored document as the server sent it (opened with openTemplate when used). */
  doc: unknown;
}

const RUNNER_DB_NAME = 'fieldbook-runner';

/**
 * The runner's IndexedDB database: inspections, answers, outbox, pending media, cached template versions and the
 * records picks showed online.
 */
export class RunnerDb extends Dexie {
  inspections!: EntityTable<LocalInspection, 'id'>;
  answers!: Dexie.Table<LocalAnswer, [string, string, number]>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  media!: EntityTable<PendingMedia, 'id'>;
  templates!: Dexie.Table<CachedTemplate, [string, number]>;
  records!: Dexie.Table<CachedRecord, [string, string]>;

  constructor(name = RUNNER_DB_NAME) {
    super(name);
    this.version(1).stores({
      inspections: 'id',
      answers: '[inspection_id+item_id+instance], inspection_id',
      outbox: 'id, inspection_id, queued_at',
      media: 'id, inspection_id',
      templates: '[template_id+version]',
    });
    this.version(2).stores({ records: '[source+id], source' });
  }
}

let shared: RunnerDb | null = null;

/** The app's one runner database, opened on first use (tests make their own with fake-indexeddb). */
export function runnerDb(): RunnerDb {
  shared ??= new RunnerDb();
  return shared;
}

/** Changes and files made on this device that the server has not received yet (asked before sign-out). */
export async function unsentOnDevice(): Promise<number> {
  if (!(await Dexie.exists(RUNNER_DB_NAME))) return 0;
  const db = runnerDb();
  return (await db.outbox.count()) + (await db.media.count());
}

/** Deletes the device's inspections, answers, outbox, files and templates: a signed-out device keeps none. */
export async function deleteRunnerDb(): Promise<void> {
  shared?.close();
  shared = null;
  await Dexie.delete(RUNNER_DB_NAME);
}
