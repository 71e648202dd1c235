import type { StartInspectionRequest } from '@fieldbook/domain/inspections';
import { enqueue } from './local/outbox';
import type { LocalAnswer, RunnerDb } from './local/runner-db';
import { runnerDb } from './local/runner-db';
import { cachedTemplateVersion, templateVersion } from './local/template-cache';
import { api } from '../../shared/api/client';
import { runnerApi } from './sync/runner-api';
import { runnerSync } from './sync/runner-sync';

/** What the start buttons know when an inspection starts (the template version must be cached or fetchable). */
export interface StartLocally {
  asset_id?: string | null;
  site_id?: string | null;
  title?: string;
  /** Defaults to the device's zone. */
  timezone?: string;
  db?: RunnerDb;
}

/**
 * The asset answers the server fills at start (inspection-start.service), held on the device at once when the
 * version is cached, so an inspection started offline for an asset shows it. They record no change: the server
 * fills the same answers itself, and its copy replaces these on the first pull.
 */
async function assetAnswers(
  db: RunnerDb,
  templateId: string,
  version: number,
  inspectionId: string,
  assetId: string | null | undefined,
): Promise<LocalAnswer[]> {
  if (!assetId) return [];
  const doc = await cachedTemplateVersion(db, templateId, version);
  return (doc?.items ?? [])
    .filter((item) => item.type === 'asset')
    .map((item) => ({
      inspection_id: inspectionId,
      item_id: item.id,
      instance: 0,
      value: assetId,
      note: null,
      media: [],
      rating: null,
      changed: {},
    }));
}

/**
 * Starts an inspection on this device, online or not: makes its id, stores the local copy and queues the
 * POST /inspections the sync sends when it can. Online, the template version is fetched into the device's cache
 * right away, so the inspection keeps running if the network goes. Answers the new id; open the runner route next.
 */
export async function startInspectionLocally(
  templateId: string,
  version: number,
  options: StartLocally = {},
): Promise<string> {
  const db = options.db ?? runnerDb();
  const id = crypto.randomUUID();
  const now = new Date();
  const request: StartInspectionRequest = {
    id,
    template_id: templateId,
    asset_id: options.asset_id ?? null,
    site_id: options.site_id ?? null,
    timezone: options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    started_at: now.toISOString(),
    ...(options.title ? { title: options.title } : {}),
  };
  const prefilled = await assetAnswers(db, templateId, version, id, options.asset_id);
  await db.transaction('rw', db.inspections, db.answers, db.outbox, async () => {
    await db.inspections.put({
      id,
      template_id: templateId,
      version,
      title: options.title ?? '',
      status: 'to_do',
      seq: 0,
      instances: {},
      completing: false,
      server_problems: {},
    });
    await db.answers.bulkPut(prefilled);
    await enqueue(db, id, `start-${id}`, { type: 'start', request }, now.getTime());
  });
  if (!options.db) {
    runnerSync().nudge(id);
    void templateVersion(db, runnerApi(api), templateId, version).catch(() => undefined);
  }
  return id;
}
