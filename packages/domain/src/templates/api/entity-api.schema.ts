import { z } from 'zod';
import { ruleSetSchema } from '../../rules/rule-set.schema';
import {
  groupedItemSchema,
  imageMarkerFileSchema,
  infoBlockSchema,
  responseSetSchema,
} from '../entities.schema';

/** POST /checklist/template/{id}/response/new {uuid, options}. */
export const newResponseSetRequestSchema = responseSetSchema;
/** POST /checklist/template/{id}/grouped-item/new {uuid, type, columns}. */
export const newGroupedItemRequestSchema = groupedItemSchema;
/** POST /checklist/template/{id}/rules/new {uuid, …}. */
export const newRuleSetRequestSchema = ruleSetSchema;
/** POST /checklist/template/{id}/info/new {uuid, items}. */
export const newInfoBlockRequestSchema = infoBlockSchema;

/** Answer of the sub-entity calls: the stored entity and the template's new revision. */
export const entityResponseSchema = z.object({
  message: z.string(),
  data: z.object({ uuid: z.string(), revision: z.number().int() }).loose(),
});

/** Answer of POST /checklist/template/{id}/image-marker/new: the marker, the draft's new revision, the stored image. */
export const imageMarkerUploadResponseSchema = z.object({
  message: z.string(),
  data: z.object({ uuid: z.string(), revision: z.number().int(), file: imageMarkerFileSchema }),
});
