import { z } from 'zod';

/** Most markers an inspector places on one item's image. */
export const ANSWER_MARKERS_MAX = 50;

/** Longest label of one placed marker. */
export const ANSWER_MARKER_LABEL_MAX = 80;

/**
 * One marker an inspector placed on an item's image marker (ADR 207): position as a fraction of the image's width
 * and height (0..1, independent of the screen it was placed on), with an optional short label. Its number is its
 * place in the list.
 */
export const answerMarkerSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  label: z.string().trim().max(ANSWER_MARKER_LABEL_MAX).optional(),
});
export type AnswerMarker = z.infer<typeof answerMarkerSchema>;

/** The `markers` part of an answer: every marker placed, in the order they are numbered. */
export const answerMarkersSchema = z.array(answerMarkerSchema).max(ANSWER_MARKERS_MAX);
