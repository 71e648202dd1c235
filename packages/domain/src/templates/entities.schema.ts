import { z } from 'zod';
import { idSchema } from './ids';
import { withEntryIds } from './info-entries';
import { richTextSchema } from './rich-text.schema';

/** One answer option of a response set; `uuid` is the stable value rules and translations refer to. */
export const responseOptionSchema = z.looseObject({
  uuid: idSchema,
  label: z.string(),
  color: z.string().optional(),
  score: z.number().optional(),
  /** Choosing this option marks the answer as failed (counted in the inspection's failed items, ADR 196). */
  failed: z.boolean().optional(),
});
export type ResponseOption = z.infer<typeof responseOptionSchema>;

/** A template-local set of answer options used by yesno, switch, list and dropdown questions. */
export const responseSetSchema = z.looseObject({ uuid: idSchema, options: z.array(responseOptionSchema) });
export type ResponseSet = z.infer<typeof responseSetSchema>;

/** A workspace-wide response set copied into the template when used (spec §3 "Global response set"). */
export const globalResponseSetSchema = responseSetSchema;
export type GlobalResponseSet = ResponseSet;

/** Layouts of grouped options (spec §3: vertical, horizontal, custom with columns per screen size). */
export const GROUPED_ITEM_TYPES = ['vertical', 'horizontal', 'custom'] as const;
/** Grouped options of an item (spec §3 "Grouped item": uuid and type), linked by `grouped_item_id`. */
export const groupedItemSchema = z.looseObject({
  uuid: idSchema,
  type: z.enum(GROUPED_ITEM_TYPES),
  columns: z.record(z.string(), z.number().int().positive()).optional(),
});
export type GroupedItem = z.infer<typeof groupedItemSchema>;

/**
 * One entry of an info block (text, image or link shown with an item); a text's value is rich text (HTML).
 * `id`, unique within the block, keys a text's translation; older stored entries have none (ADR 170).
 */
export const infoEntrySchema = z.looseObject({
  id: idSchema.optional(),
  type: z.string(),
  value: richTextSchema.optional(),
});

/** Related information attached to an item through `options.info_id`; every parsed entry has an id (ADR 170). */
export const infoBlockSchema = z.looseObject({
  uuid: idSchema,
  items: z.array(infoEntrySchema).transform(withEntryIds),
});
export type InfoBlock = z.infer<typeof infoBlockSchema>;

/** Image types an image marker accepts (the server checks them by content, the web before sending). */
export const IMAGE_MARKER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * How a document refers to an uploaded file (ADR 184): by the id of the server's file row only. `url` and `name`
 * are display hints the server rewrites on every save; a storage key, type or size is refused.
 */
export const imageMarkerFileRefSchema = z.strictObject({
  id: z.uuid(),
  url: z.string().max(500).optional(),
  name: z.string().max(255).optional(),
});
export type ImageMarkerFileRef = z.infer<typeof imageMarkerFileRefSchema>;

/** An image with markers attached through `options.image_marker_id`; `file` is the uploaded file it shows. */
export const imageMarkerSchema = z.looseObject({
  uuid: idSchema,
  file: imageMarkerFileRefSchema.nullable(),
  markers: z.array(z.unknown()).optional(),
});
export type ImageMarker = z.infer<typeof imageMarkerSchema>;

/** One marker placed on an image marker's image: position in percent of the image size, optional label (ADR 161). */
export const imageMarkerPointSchema = z.object({
  id: idSchema,
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  label: z.string().max(200).optional(),
});
export type ImageMarkerPoint = z.infer<typeof imageMarkerPointSchema>;

/** The stored image of an image marker, as POST .../image-marker/new answers it (type and size as detected). */
export const imageMarkerFileSchema = z.looseObject({
  id: z.uuid(),
  url: z.string(),
  name: z.string().optional(),
  mime: z.string().optional(),
  size: z.number().optional(),
});
export type ImageMarkerFile = z.infer<typeof imageMarkerFileSchema>;

/** A unit the organisation defined beyond the built-in ones (GET /checklist/custom-units/all). */
export const customUnitSchema = z.looseObject({
  uuid: idSchema,
  name: z.string(),
  unit_type: z.string().optional(),
});
export type CustomUnit = z.infer<typeof customUnitSchema>;

/** How a rule-set reference relates the two items (spec §3 "Relations"). */
export const RULE_SET_BEHAVIOURS = ['inside', 'outside', 'inside_outside'] as const;

/** Flags of one relation: which kinds of reference the outside item holds to the inside item. */
export const relationSchema = z.object({
  calculation: z.boolean().default(false),
  document_id: z.boolean().default(false),
  rule_set_id: z.boolean().default(false),
  rule_set_behaviour: z.enum(RULE_SET_BEHAVIOURS).nullable().default(null),
});
export type Relation = z.infer<typeof relationSchema>;

/** relations[outside][inside]: the item holding a reference (outside) to the item it reads or targets (inside). */
export const relationsSchema = z.record(idSchema, z.record(idSchema, relationSchema));
export type Relations = z.infer<typeof relationsSchema>;
