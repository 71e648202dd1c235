import { imageMarkerPointSchema, type ImageMarkerPoint } from '@fieldbook/domain/templates';

/** Keeps a percentage on the image and at two decimals, so stored positions stay short and inside it. */
export function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;
}

/** Where a pointer is on the image, in percent of its displayed size (independent of the screen). */
export function percentAt(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  if (rect.width <= 0 || rect.height <= 0) return { x: 50, y: 50 };
  return {
    x: clampPercent(((clientX - rect.left) / rect.width) * 100),
    y: clampPercent(((clientY - rect.top) / rect.height) * 100),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The marker moved by an arrow key (1 %, 5 % with Shift); null for any other key. */
export function nudged(marker: ImageMarkerPoint, key: string, large: boolean): ImageMarkerPoint | null {
  const step = ARROWS[key];
  if (!step) return null;
  const size = large ? 5 : 1;
  return {
    ...marker,
    x: clampPercent(marker.x + step[0] * size),
    y: clampPercent(marker.y + step[1] * size),
  };
}

/** The markers of a stored image marker that are well formed; older or foreign entries are left out. */
export function markersOf(stored: readonly unknown[] | undefined): ImageMarkerPoint[] {
  return (stored ?? []).flatMap((entry) => {
    const parsed = imageMarkerPointSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
