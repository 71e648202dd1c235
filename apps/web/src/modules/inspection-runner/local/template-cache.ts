import { openTemplate, type TemplateDocument } from '@fieldbook/domain/templates';
import type { RunnerApi } from '../sync/runner-api';
import type { RunnerDb } from './runner-db';

const opened = new Map<string, TemplateDocument>();

/** Keeps a published template version on the device so inspections of it start and run offline. */
export async function cacheTemplateVersion(
  db: RunnerDb,
  templateId: string,
  version: number,
  doc: unknown,
): Promise<void> {
  await db.templates.put({ template_id: templateId, version, doc });
}

/**
 * A published template version, opened for the rules engine: from this device when cached, else fetched and cached.
 * Published versions never change, so a cached one is never asked for again.
 */
export async function templateVersion(
  db: RunnerDb,
  api: RunnerApi,
  templateId: string,
  version: number,
): Promise<TemplateDocument> {
  const key = `${templateId}@${version}`;
  const known = opened.get(key);
  if (known) return known;
  let stored = (await db.templates.get([templateId, version]))?.doc;
  if (stored === undefined) {
    stored = await api.templateVersion(templateId, version);
    await cacheTemplateVersion(db, templateId, version, stored);
  }
  const doc = openTemplate(stored as TemplateDocument);
  opened.set(key, doc);
  return doc;
}
