import { z } from 'zod';
import {
  RATING_VALUES,
  ratingIconField,
  ratingLevelUpdateSchema,
  ratingSettingsQuerySchema,
  ratingSettingsRequestSchema,
  ratingSettingsResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import type { StoredRatingIcon } from '../../db/schema';
import { errors, type AppError } from '../../platform/errors/app-error';
import { issuesToFields } from '../../platform/errors/zod-issues';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { type Storage } from '../../platform/storage';
import { sendStoredFile } from '../../platform/files';
import { discardIcons, readRatingUpload, type RatingUpload } from './rating-icons';
import {
  ratingIcon,
  readRatingSettings,
  saveRatingSettings,
  updateRatingLevel,
  type RatingSaveResult,
} from './ratings.service';

/** Changing the workspace's rating scale is a settings edit. */
const EDIT_SETTINGS: PermissionCode = 'APP_EDIT_SETTINGS';
const idParams = z.object({ id: z.string().uuid() });
/** Multipart field of the icon in PUT /checklist/settings/ratings/{id}. */
export const RATING_LEVEL_ICON_FIELD = 'icon';

function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw errors.validation(issuesToFields(parsed.error.issues));
  return parsed.data;
}

/** Runs a save with the icons it stored: removes them when it fails, and the icons it replaced when it succeeds. */
async function withUploadedIcons(
  storage: Storage,
  upload: RatingUpload,
  save: () => Promise<RatingSaveResult>,
): Promise<RatingSaveResult> {
  const result = await save().catch(async (error: unknown) => {
    await discardIcons(
      storage,
      [...upload.icons.values()].map((icon) => icon.key),
    );
    throw error as AppError;
  });
  await discardIcons(storage, result.replacedKeys);
  return result;
}

/** The icons of a POST by rating value; any other file field is refused. */
function iconsByValue(upload: RatingUpload): Map<number, StoredRatingIcon> {
  const byValue = new Map<number, StoredRatingIcon>();
  for (const [field, icon] of upload.icons) {
    const value = RATING_VALUES.find((v) => ratingIconField(v) === field);
    if (value === undefined) throw errors.validation({ [field]: { key: 'gen.validations.unknown_field' } });
    byValue.set(value, icon);
  }
  return byValue;
}

/** Rating settings calls of spec §7 (icons, rating, order) and the icon download. */
export const ratingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/settings/ratings',
    summary: 'The rating scale 1–5: labels in preferred_lang, colours, icon URLs, display order',
    query: ratingSettingsQuerySchema,
    response: ratingSettingsResponseSchema,
    handler: async ({ deps, actor, lang, query }) => ({
      data: await readRatingSettings(deps.db, actor, query.preferred_lang ?? lang),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/settings/ratings',
    summary: 'Saves the scale (multipart: icons[n] images, rating as JSON, order as JSON)',
    permission: EDIT_SETTINGS,
    response: ratingSettingsResponseSchema,
    handler: async ({ deps, actor, lang, request }) => {
      const upload = await readRatingUpload(request, deps.storage, actor.orgId ?? '', RATING_VALUES.length);
      const result = await withUploadedIcons(deps.storage, upload, async () => {
        const input = parseFields(ratingSettingsRequestSchema, {
          rating: safeJson(upload.fields['rating']),
          order: safeJson(upload.fields['order']),
        });
        return saveRatingSettings(deps.db, actor, lang, input, iconsByValue(upload));
      });
      return { message: translate(lang, 'ratings.saved'), data: result.settings };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/settings/ratings/:id',
    summary: 'Changes one stored level (multipart: rating as JSON, optional icon image)',
    permission: EDIT_SETTINGS,
    params: idParams,
    response: ratingSettingsResponseSchema,
    handler: async ({ deps, actor, lang, params, request }) => {
      const upload = await readRatingUpload(request, deps.storage, actor.orgId ?? '', 1);
      const result = await withUploadedIcons(deps.storage, upload, async () => {
        const unknown = [...upload.icons.keys()].find((field) => field !== RATING_LEVEL_ICON_FIELD);
        if (unknown) throw errors.validation({ [unknown]: { key: 'gen.validations.unknown_field' } });
        const raw = safeJson(upload.fields['rating']);
        if (raw === undefined) throw errors.validation({ rating: { key: 'gen.validations.required' } });
        const input = parseFields(ratingLevelUpdateSchema, raw);
        return updateRatingLevel(
          deps.db,
          actor,
          lang,
          params.id,
          input,
          upload.icons.get(RATING_LEVEL_ICON_FIELD),
        );
      });
      return { message: translate(lang, 'ratings.saved'), data: result.settings };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/checklist/settings/ratings/:id/icon',
    summary: 'The icon image of a rating level',
    params: idParams,
    response: z.unknown(),
    handler: async ({ deps, actor, params, reply }) => {
      const icon = await ratingIcon(deps.db, actor, params.id);
      return sendStoredFile(reply, deps.storage, icon, { cacheControl: 'private, max-age=86400' });
    },
  }),
];

/** A JSON field's value, or undefined when it is missing or not JSON (the schema then names the field). */
function safeJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
