import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortPath, walkImports } from '../test/static-imports';

const src = resolve(import.meta.dirname, '..');

/** Files that import values from the domain's barrel, reached from `entry` without a dynamic import. */
function barrelImporters(entry: string): string[] {
  const found: string[] = [];
  walkImports(entry, (from, imported) => {
    if (imported.spec === '@fieldbook/domain') found.push(shortPath(from));
  });
  return found;
}

describe('code loaded before the first screen', () => {
  // The barrel re-exports every schema of the domain; a value import from it builds them all (~80 ms of zod
  // construction in a cold browser) before the first screen can render (ADR 179).
  it.each([
    ['every page, at start-up', 'main.tsx'],
    ['the template editor', 'modules/template-editor/pages/template-editor-page.tsx'],
  ])('takes domain values from their own modules, not the barrel: %s', (_name, entry) => {
    expect(barrelImporters(resolve(src, entry))).toEqual([]);
  });
});
