import { z } from 'zod';
import { answerMarkersSchema } from './answer-marker.schema';

/** An answer value as the rules engine reads it (rules/values AnswerValue). */
export const answerValueSchema = z.union([
  z.string().max(20_000, 'gen.validations.maxlength'),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(255)).max(500),
  z.null(),
]);

/** Most photos, videos, audio clips and files on one answer. */
export const ANSWER_MEDIA_MAX = 30;

/** Longest note on an answer. */
export const ANSWER_NOTE_MAX = 5_000;

/** A signature: the drawn image (an uploaded file id) and the name of who signed. */
export const signatureValueSchema = z.object({ file_id: z.string().uuid(), name: z.string().max(255) });

/**
 * The parts of one answer that merge independently (ADR 194): two people may change the value and the
 * note of one item at the same time and both changes survive; the later change of one part wins. `markers` are
 * the points placed on the item's image marker (ADR 207).
 */
export const ANSWER_PARTS = ['value', 'note', 'media', 'rating', 'markers'] as const;
export const answerPartSchema = z.enum(ANSWER_PARTS);
export type AnswerPart = z.infer<typeof answerPartSchema>;

/** A value a change once set and lost to a later change (shown in the report's answer history). */
export const answerHistoryEntrySchema = z.object({
  part: answerPartSchema,
  value: z.unknown(),
  changed_at: z.string(),
  changed_by: z.object({ id: z.string().uuid(), name: z.string() }),
});

/** One answered item instance of an inspection, as merged on the server. */
export const inspectionAnswerSchema = z.object({
  item_id: z.string().uuid(),
  instance: z.number().int().min(0),
  value: answerValueSchema,
  note: z.string().nullable(),
  media: z.array(z.object({ id: z.string().uuid(), name: z.string(), mime: z.string() })),
  rating: z.number().int().min(1).max(5).nullable(),
  /** Markers placed on the item's image marker (ADR 207); empty when none. */
  markers: answerMarkersSchema.default([]),
  changed_at: z.string(),
  changed_by: z.object({ id: z.string().uuid(), name: z.string() }),
  history: z.array(answerHistoryEntrySchema),
  seq: z.number().int(),
});
export type InspectionAnswer = z.infer<typeof inspectionAnswerSchema>;
