import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupZod } from './zod-setup';

afterEach(() => {
  z.config({ jitless: false });
  vi.restoreAllMocks();
});

describe('setupZod', () => {
  it('parses without ever calling the Function constructor (eval), which the CSP forbids', () => {
    setupZod();
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.string(), b: z.number().default(1) });
    expect(schema.parse({ a: 'x' })).toEqual({ a: 'x', b: 1 });
    expect(spy).not.toHaveBeenCalled();
  });
});
