import { describe, expect, it } from 'vitest';
import { idSchema, randomId, sequentialIds } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids', () => {
  it('generates random version-4 ids (spec §9)', () => {
    const a = randomId();
    expect(a).toMatch(UUID_V4);
    expect(randomId()).not.toBe(a);
  });

  it('generates deterministic UUID-shaped ids for tests', () => {
    const next = sequentialIds(2);
    expect([next(), next()]).toEqual([
      '00000000-0000-4000-8000-0000001e8481',
      '00000000-0000-4000-8000-0000001e8482',
    ]);
    expect(sequentialIds()()).toMatch(UUID_V4);
  });

  it('accepts opaque legacy ids but not empty ones', () => {
    expect(idSchema.safeParse('legacy-42').success).toBe(true);
    expect(idSchema.safeParse('').success).toBe(false);
  });
});
