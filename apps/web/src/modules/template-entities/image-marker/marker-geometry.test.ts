import { describe, expect, it } from 'vitest';
import { clampPercent, markersOf, nudged, percentAt } from './marker-geometry';

describe('marker geometry', () => {
  it('turns a pointer position into percent of the image, kept on the image', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(percentAt(rect, 200, 100)).toEqual({ x: 25, y: 25 });
    expect(percentAt(rect, 0, 400)).toEqual({ x: 0, y: 100 });
    expect(percentAt({ ...rect, width: 0 }, 200, 100)).toEqual({ x: 50, y: 50 });
    expect(clampPercent(33.33333)).toBe(33.33);
  });

  it('nudges with arrow keys by 1 % or 5 % with Shift, inside the image', () => {
    const marker = { id: 'm', x: 2, y: 50 };
    expect(nudged(marker, 'ArrowRight', false)).toEqual({ id: 'm', x: 3, y: 50 });
    expect(nudged(marker, 'ArrowLeft', true)).toEqual({ id: 'm', x: 0, y: 50 });
    expect(nudged(marker, 'ArrowDown', true)).toEqual({ id: 'm', x: 2, y: 55 });
    expect(nudged(marker, 'Enter', false)).toBeNull();
  });

  it('keeps only well-formed stored markers', () => {
    expect(
      markersOf([{ id: 'a', x: 10, y: 20, label: 'Valve' }, { x: 5 }, 'junk', { id: 'b', x: 120, y: 0 }]),
    ).toEqual([{ id: 'a', x: 10, y: 20, label: 'Valve' }]);
    expect(markersOf(undefined)).toEqual([]);
  });
});
