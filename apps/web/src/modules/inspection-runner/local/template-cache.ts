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

/** Opens a stored version once per session; published versions never change. */
function openVersion(key: string, stored: unknown): TemplateDocument {
  const doc = opened.get(key) ?? openTemplate(stored as TemplateDocument);
  opened.set(key, doc);
  return doc;
}

/** A published template version when this device holds it (no network), else null. */
export async function cachedTemplateVersion(
  db: RunnerDb,
  templateId: string,
  version: number,
): Promise<TemplateDocument | null> {
  const key = `${templateId}@${version}`;
  const known = opened.get(key);
  if (known) return known;
  const stored = (await db.templates.get([templateId, version]))?.doc;
  return stored === undefined ? null : openVersion(key, stored);
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
  const cached = await cachedTemplateVersion(db, templateId, version);
  if (cached) return cached;
  const stored = await api.templateVersion(templateId, version);
  await cacheTemplateVersion(db, templateId, version, stored);
  return openVersion(`${templateId}@${version}`, stored);
}
