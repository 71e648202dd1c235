import { describe, expect, it } from 'vitest';
import { printPhotoUrl, printSize } from './print-downscale';

describe('printSize', () => {
  it.each([
    [
      'a 12 MP photo in a 300×225 tile',
      { width: 4000, height: 3000 },
      { width: 300, height: 225 },
      { width: 600, height: 450 },
    ],
    [
      'a tall photo covers the tile by its width',
      { width: 3000, height: 4000 },
      { width: 300, height: 225 },
      { width: 600, height: 800 },
    ],
    [
      'a wide photo covers the tile by its height',
      { width: 4000, height: 1000 },
      { width: 300, height: 225 },
      { width: 1800, height: 450 },
    ],
    ['a photo no larger than needed', { width: 500, height: 375 }, { width: 300, height: 225 }, null],
    [
      'the server’s copy, a pixel over by rounding up',
      { width: 601, height: 451 },
      { width: 300, height: 225 },
      null,
    ],
    [
      'the server’s stored print copy, up to a quarter larger (ADR 220)',
      { width: 750, height: 562 },
      { width: 300, height: 225 },
      null,
    ],
    [
      'a copy more than a quarter larger is redrawn',
      { width: 760, height: 570 },
      { width: 300, height: 225 },
      { width: 600, height: 450 },
    ],
    ['an image not laid out', { width: 4000, height: 3000 }, { width: 0, height: 0 }, null],
    ['an image that did not load', { width: 0, height: 0 }, { width: 300, height: 225 }, null],
  ])('%s', (_name, natural, tile, expected) => {
    expect(printSize(natural, tile)).toEqual(expected);
  });
});

describe('printPhotoUrl', () => {
  it.each([
    ['a laid-out tile, rounded up', '/api/m/1', { width: 300.4, height: 225.3 }, '/api/m/1?w=601&h=451'],
    ['an address with a query', '/m/1?t=x', { width: 100, height: 75 }, '/m/1?t=x&w=200&h=150'],
    ['a tile not laid out', '/api/m/1', { width: 0, height: 0 }, '/api/m/1'],
  ])('%s', (_name, url, tile, expected) => {
    expect(printPhotoUrl(url, tile)).toBe(expected);
  });
});
