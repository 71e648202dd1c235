import { z } from 'zod';
import { answerMarkersSchema } from './answer-marker.schema';
import { ANSWER_MEDIA_MAX, ANSWER_NOTE_MAX, answerValueSchema } from './answer.schema';

/** Most changes in one POST …/changes (the runner's outbox sends in batches of this size). */
export const CHANGES_PER_REQUEST_MAX = 500;

/** Most instances of one repeatable section. */
export const REPEAT_INSTANCES_MAX = 200;

const changeBase = {
  /** Client-made id: a change sent twice (a retry after a lost answer) is applied once. */
  change_id: z.string().uuid(),
  /** When the person made the change, by the device's clock; the later change of one part wins. */
  changed_at: z.string().datetime({ offset: true }),
};

const itemRef = {
  item_id: z.string().uuid(),
  instance: z
    .number()
    .int()
    .min(0)
    .max(REPEAT_INSTANCES_MAX - 1)
    .default(0),
};

/**
 * One idempotent change an inspector made (ADR 194). Changes travel through the runner's outbox and
 * merge per answer part, never per document.
 */
export const inspectionChangeSchema = z.discriminatedUnion('kind', [
  z.object({ ...changeBase, kind: z.literal('value'), ...itemRef, value: answerValueSchema }),
  z.object({
    ...changeBase,
    kind: z.literal('note'),
    ...itemRef,
    note: z.string().max(ANSWER_NOTE_MAX).nullable(),
  }),
  z.object({
    ...changeBase,
    kind: z.literal('media'),
    ...itemRef,
    /** Uploaded file ids (POST /inspections/{id}/media); the server checks each belongs to this inspection. */
    file_ids: z.array(z.string().uuid()).max(ANSWER_MEDIA_MAX),
  }),
  z.object({
    ...changeBase,
    kind: z.literal('rating'),
    ...itemRef,
    rating: z.number().int().min(1).max(5).nullable(),
  }),
  z.object({
    ...changeBase,
    kind: z.literal('markers'),
    ...itemRef,
    /** Every marker placed on the item's image marker (ADR 207): the whole list replaces the previous one. */
    markers: answerMarkersSchema,
  }),
  z.object({
    ...changeBase,
    kind: z.literal('instances'),
    /** The repeatable section whose instance count changed. */
    item_id: z.string().uuid(),
    count: z.number().int().min(0).max(REPEAT_INSTANCES_MAX),
  }),
  z.object({ ...changeBase, kind: z.literal('title'), title: z.string().trim().min(1).max(255) }),
  z.object({
    ...changeBase,
    kind: z.literal('location'),
    location: z
      .object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        accuracy_m: z.number().min(0).nullable(),
      })
      .nullable(),
  }),
]);
export type InspectionChange = z.infer<typeof inspectionChangeSchema>;
export type InspectionChangeInput = z.input<typeof inspectionChangeSchema>;

/** Body of POST /inspections/{id}/changes. */
export const inspectionChangesRequestSchema = z.object({
  changes: z.array(inspectionChangeSchema).min(1).max(CHANGES_PER_REQUEST_MAX),
  /** The last sequence the runner has seen: the answer lists answers changed after it. */
  since: z.number().int().min(0).default(0),
});
