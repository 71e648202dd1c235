import { z } from 'zod';
import { LANGUAGES, languageSchema } from '../common/languages';

/** The rating scale of spec §3: 1 is excellent, 5 is improvement needed. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
/** Longest label of a rating level. */
export const RATING_LABEL_MAX = 64;

const ratingValueSchema = z.number().int().min(1).max(RATING_VALUES.length);
const labelSchema = z.string().trim().max(RATING_LABEL_MAX);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A level's label per interface language; an empty or missing one falls back to the standard label. */
export const ratingLabelsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, labelSchema.optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<typeof labelSchema>
  >,
);
export type RatingLabels = z.infer<typeof ratingLabelsSchema>;

/** One level as the settings form sends it (the `rating` JSON of the multipart calls). */
export const ratingLevelInputSchema = z.object({
  value: ratingValueSchema,
  labels: ratingLabelsSchema.default({}),
  color: hexColor.nullable().default(null),
  /** Drops the stored icon when no new one is sent. */
  remove_icon: z.boolean().default(false),
});
export type RatingLevelInput = z.input<typeof ratingLevelInputSchema>;

/** POST /checklist/settings/ratings: every level once, and the order they are shown in. */
export const ratingSettingsRequestSchema = z
  .object({
    rating: z.array(ratingLevelInputSchema).length(RATING_VALUES.length),
    order: z.array(ratingValueSchema).length(RATING_VALUES.length),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.rating.map((level) => level.value)).size !== RATING_VALUES.length)
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'gen.validations.unique' });
    if (new Set(input.order).size !== RATING_VALUES.length)
      ctx.addIssue({ code: 'custom', path: ['order'], message: 'gen.validations.unique' });
  });
export type RatingSettingsRequest = z.input<typeof ratingSettingsRequestSchema>;

/** PUT /checklist/settings/ratings/{id}: one stored level's labels, colour or icon. */
export const ratingLevelUpdateSchema = ratingLevelInputSchema.omit({ value: true });

/** GET /checklist/settings/ratings {preferred_lang}. */
export const ratingSettingsQuerySchema = z.object({ preferred_lang: languageSchema.optional() });

/** A level as the API answers it: `label` is in the preferred language; `id` is null until first saved. */
export const ratingLevelSchema = z.object({
  id: z.string().uuid().nullable(),
  value: ratingValueSchema,
  label: z.string(),
  labels: ratingLabelsSchema,
  color: hexColor.nullable(),
});
export type RatingLevel = z.infer<typeof ratingLevelSchema>;

/** Rating settings (spec §3: icons, rating, order): levels in display order, icon URLs by value, the order. */
export const ratingSettingsSchema = z.object({
  icons: z.record(z.string(), z.string().nullable()),
  rating: z.array(ratingLevelSchema),
  order: z.array(ratingValueSchema),
});
export type RatingSettings = z.infer<typeof ratingSettingsSchema>;

/** Answer of the rating settings calls. */
export const ratingSettingsResponseSchema = z.object({
  message: z.string().optional(),
  data: ratingSettingsSchema,
});

/** Multipart field name of the icon of rating value n (spec §7 `icons[n]`). */
export function ratingIconField(value: number): string {
  return `icons[${value}]`;
}
