import { describe, expect, it } from 'vitest';
import { addedMarker, movedMarker, removedMarker, toCanvasPoints, toFraction } from './marker-points';

const markers = [
  { x: 0.25, y: 0.5, label: 'Dent' },
  { x: 0.1, y: 0.9 },
];

describe('marker points', () => {
  it('draws fractions as percent, numbered by place', () => {
    expect(toCanvasPoints(markers)).toEqual([
      { id: '0', x: 25, y: 50, label: 'Dent' },
      { id: '1', x: 10, y: 90 },
    ]);
  });

  it.each([
    [50, 0.5],
    [33.333, 0.3333],
    [-4, 0],
    [104, 1],
  ])('percent %s is the fraction %s', (percent, fraction) => {
    expect(toFraction(percent)).toBe(fraction);
  });

  it('moves, relabels, adds and removes markers without touching the others', () => {
    expect(movedMarker(markers, { id: '1', x: 60, y: 40, label: 'Scratch' })).toEqual([
      markers[0],
      { x: 0.6, y: 0.4, label: 'Scratch' },
    ]);
    expect(movedMarker(markers, { id: '0', x: 25, y: 50, label: '' })).toEqual([
      { x: 0.25, y: 0.5 },
      markers[1],
    ]);
    expect(addedMarker(markers, { x: 50, y: 50 })).toEqual([...markers, { x: 0.5, y: 0.5 }]);
    expect(removedMarker(markers, '0')).toEqual([markers[1]]);
  });
});
