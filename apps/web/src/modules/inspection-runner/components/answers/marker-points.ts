import type { AnswerMarker } from '@fieldbook/domain/inspections';
import type { ImageMarkerPoint } from '@fieldbook/domain/templates';

/**
 * An answer's markers as the builder's marker canvas draws them (percent of the image, ADR 161); a marker's id is
 * its place in the list, which is also its number.
 */
export function toCanvasPoints(markers: readonly AnswerMarker[]): ImageMarkerPoint[] {
  return markers.map((m, index) => ({
    id: String(index),
    x: m.x * 100,
    y: m.y * 100,
    ...(m.label ? { label: m.label } : {}),
  }));
}

/** A canvas position (percent) as an answer marker's fraction of the image, kept inside it and at four decimals. */
export function toFraction(percent: number): number {
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 10_000;
}

/** The answer's markers with one canvas point moved (or relabelled) in place. */
export function movedMarker(markers: readonly AnswerMarker[], point: ImageMarkerPoint): AnswerMarker[] {
  const at = Number(point.id);
  return markers.map((m, index) =>
    index === at ? withLabel({ x: toFraction(point.x), y: toFraction(point.y) }, point.label) : m,
  );
}

/** The answer's markers with one more at a canvas position. */
export function addedMarker(
  markers: readonly AnswerMarker[],
  point: { x: number; y: number },
): AnswerMarker[] {
  return [...markers, { x: toFraction(point.x), y: toFraction(point.y) }];
}

/** The answer's markers without the one at a place; the later ones are numbered one less. */
export function removedMarker(markers: readonly AnswerMarker[], id: string): AnswerMarker[] {
  const at = Number(id);
  return markers.filter((_, index) => index !== at);
}

/** A marker with its label, or without one when it is blank (labels are optional). */
function withLabel(marker: AnswerMarker, label: string | undefined): AnswerMarker {
  return label !== undefined && label !== '' ? { ...marker, label } : marker;
}
