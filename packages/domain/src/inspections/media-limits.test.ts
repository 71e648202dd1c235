import { describe, expect, it } from 'vitest';
import { clipMaxSeconds, photoOutputOf } from './media-limits';

describe('media limits of a question', () => {
  it('scales photos to the preset, stored or in the editor form, and keeps png lossless', () => {
    expect(photoOutputOf('sd')).toEqual({ maxSide: 854, type: 'image/jpeg' });
    expect(photoOutputOf({ value: 'fhd', label: 'FHD 1080p' })).toEqual({
      maxSide: 1920,
      type: 'image/jpeg',
    });
    expect(photoOutputOf('png')).toEqual({ maxSide: 1600, type: 'image/png' });
    expect(photoOutputOf(undefined)).toEqual({ maxSide: 1600, type: 'image/jpeg' });
    expect(photoOutputOf('custom').maxSide).toBe(1600);
  });

  it('takes clips up to max_length seconds, 20 when unset or not a positive number', () => {
    expect(clipMaxSeconds({ max_length: 5 })).toBe(5);
    expect(clipMaxSeconds({ max_length: '30' })).toBe(30);
    expect(clipMaxSeconds({})).toBe(20);
    expect(clipMaxSeconds({ max_length: -1 })).toBe(20);
    expect(clipMaxSeconds({ max_length: 'long' })).toBe(20);
  });
});
