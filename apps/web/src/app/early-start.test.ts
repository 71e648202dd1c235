import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortPath, walkImports } from '../test/static-imports';

describe('the start-up script', () => {
  it('loads no library, so it runs before the core chunk has been evaluated (ADR 174)', () => {
    const packages: string[] = [];
    const seen = walkImports(resolve(import.meta.dirname, 'early-start.ts'), (from, found) => {
      if (!found.file) packages.push(`${found.spec} (from ${shortPath(from)})`);
    });
    expect(seen.size).toBeGreaterThan(4);
    expect(packages).toEqual([]);
  });
});
