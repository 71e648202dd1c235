import { eq } from 'drizzle-orm';
import type { Language, RatingSettings } from '@fieldbook/domain';
import type { z } from 'zod';
import type { ratingLevelUpdateSchema, ratingSettingsRequestSchema } from '@fieldbook/domain';
import { checklistRatings, type StoredRatingIcon } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import {
  forgetUploadedFiles,
  recordUploadedFile,
  servedFileByKey,
  type ServedFile,
} from '../../platform/files';
import { errors } from '../../platform/errors/app-error';
import { readRatingRows, toRatingSettings } from './ratings.repo';

/** What a save changed: the new settings, and the icon keys no row points at any more (to delete after commit). */
export interface RatingSaveResult {
  settings: RatingSettings;
  replacedKeys: string[];
}

function orgOf(actor: Actor): string {
  if (!actor.orgId) throw errors.workspaceNotFound();
  return actor.orgId;
}

/** GET /checklist/settings/ratings: the stored scale, or the standard one before the first save. */
export function readRatingSettings(db: Db, actor: Actor, lang: Language): Promise<RatingSettings> {
  return withTenant(db, actor, async (tx) => toRatingSettings(await readRatingRows(tx), lang));
}

/**
 * POST /checklist/settings/ratings: stores every level (labels, colour, icon) and the display order in
 * one transaction; a level without a new icon keeps its stored one unless `remove_icon` is set.
 */
export function saveRatingSettings(
  db: Db,
  actor: Actor,
  lang: Language,
  input: z.output<typeof ratingSettingsRequestSchema>,
  icons: ReadonlyMap<number, StoredRatingIcon>,
): Promise<RatingSaveResult> {
  const orgId = orgOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = new Map((await readRatingRows(tx)).map((row) => [row.value, row]));
    const replacedKeys: string[] = [];
    for (const level of input.rating) {
      const stored = before.get(level.value);
      const fresh = icons.get(level.value);
      const icon = fresh ?? (level.remove_icon ? null : (stored?.icon ?? null));
      if (stored?.icon && stored.icon.key !== icon?.key) replacedKeys.push(stored.icon.key);
      if (fresh) await recordUploadedFile(tx, actor, fresh, fresh.name);
      const values = {
        labels: level.labels,
        color: level.color,
        icon,
        position: input.order.indexOf(level.value),
        updatedAt: new Date(),
      };
      if (stored) await tx.update(checklistRatings).set(values).where(eq(checklistRatings.id, stored.id));
      else await tx.insert(checklistRatings).values({ orgId, value: level.value, ...values });
    }
    await audit({
      action: 'ratings.updated',
      entity: 'checklist_ratings',
      summary: { order: input.order, icons: [...icons.keys()] },
    });
    await forgetUploadedFiles(tx, orgId, replacedKeys);
    return { settings: toRatingSettings(await readRatingRows(tx), lang), replacedKeys };
  });
}

/** PUT /checklist/settings/ratings/{id}: one stored level's labels, colour and icon. */
export function updateRatingLevel(
  db: Db,
  actor: Actor,
  lang: Language,
  id: string,
  input: z.output<typeof ratingLevelUpdateSchema>,
  icon: StoredRatingIcon | undefined,
): Promise<RatingSaveResult> {
  return withTenant(db, actor, async (tx, audit) => {
    const [row] = await tx.select().from(checklistRatings).where(eq(checklistRatings.id, id));
    if (!row) throw errors.notFound();
    const next = icon ?? (input.remove_icon ? null : row.icon);
    if (icon) await recordUploadedFile(tx, actor, icon, icon.name);
    const replacedKeys = row.icon && row.icon.key !== next?.key ? [row.icon.key] : [];
    await forgetUploadedFiles(tx, row.orgId, replacedKeys);
    await tx
      .update(checklistRatings)
      .set({ labels: input.labels, color: input.color, icon: next, updatedAt: new Date() })
      .where(eq(checklistRatings.id, id));
    await audit({
      action: 'ratings.level_updated',
      entity: 'checklist_ratings',
      entityId: id,
      summary: { value: row.value, icon: icon ? 'replaced' : next ? 'kept' : 'none' },
    });
    return {
      settings: toRatingSettings(await readRatingRows(tx), lang),
      replacedKeys,
    };
  });
}

/** The stored icon of a level as its file row of this workspace records it, or 404. */
export function ratingIcon(db: Db, actor: Actor, id: string): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx
      .select({ icon: checklistRatings.icon })
      .from(checklistRatings)
      .where(eq(checklistRatings.id, id));
    if (!row?.icon) throw errors.notFound();
    return servedFileByKey(tx, row.icon.key, row.icon.name);
  });
}
