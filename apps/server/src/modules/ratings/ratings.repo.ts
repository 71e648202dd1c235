import { asc } from 'drizzle-orm';
import {
  RATING_VALUES,
  type Language,
  type RatingLabels,
  type RatingLevel,
  type RatingSettings,
} from '@fieldbook/domain';
import { checklistRatings } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { translate, type MessageKey } from '../../platform/i18n/i18n';

/** A stored rating level row. */
export type RatingRow = typeof checklistRatings.$inferSelect;

/** Where the web reads a level's icon: through the API, so tenancy applies; the key part busts caches. */
export function ratingIconUrl(row: Pick<RatingRow, 'id' | 'icon'>): string | null {
  if (!row.icon) return null;
  return `/api/checklist/settings/ratings/${row.id}/icon?v=${encodeURIComponent(row.icon.key.slice(-12))}`;
}

/** The workspace's stored levels in display order (none until the settings are first saved). */
export function readRatingRows(tx: Tx): Promise<RatingRow[]> {
  return tx
    .select()
    .from(checklistRatings)
    .orderBy(asc(checklistRatings.position), asc(checklistRatings.value));
}

function labelOf(value: number, labels: RatingLabels, lang: Language): string {
  return labels[lang] || labels.en || translate(lang, `ratings.level_${value}` as MessageKey);
}

/** The one mapper from stored rows to the settings answer; without rows the standard scale 1–5 is answered. */
export function toRatingSettings(rows: readonly RatingRow[], lang: Language): RatingSettings {
  const levels =
    rows.length > 0
      ? rows
      : RATING_VALUES.map((value) => ({ id: null, value, labels: {}, color: null, icon: null }));
  const rating: RatingLevel[] = levels.map((row) => ({
    id: row.id,
    value: row.value,
    label: labelOf(row.value, row.labels, lang),
    labels: row.labels,
    color: row.color,
  }));
  return {
    icons: Object.fromEntries(
      levels.map((row) => [
        String(row.value),
        row.id && row.icon ? ratingIconUrl({ id: row.id, icon: row.icon }) : null,
      ]),
    ),
    rating,
    order: levels.map((row) => row.value),
  };
}
