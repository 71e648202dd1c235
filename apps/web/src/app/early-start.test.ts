import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');
const domain = resolve(src, '../../../packages/domain/src');

/** Static (not type-only, not dynamic) imports of one source file, resolved to files or left as package names. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]!);
  return found.map((spec) => {
    if (spec.startsWith('.')) {
      const base = resolve(dirname(file), spec);
      for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
        try {
          readFileSync(candidate);
          return candidate;
        } catch {
          // try the next extension
        }
      }
      return base;
    }
    if (spec.startsWith('@fieldbook/domain/'))
      return `${resolve(domain, spec.slice('@fieldbook/domain/'.length))}.ts`;
    return spec;
  });
}

describe('the start-up script', () => {
  it('loads no library, so it runs before the core chunk has been evaluated (ADR 174)', () => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of staticImports(file)) {
        if (next.startsWith('/')) visit(next);
        else packages.push(`${next} (from ${file.slice(src.length)})`);
      }
    };
    visit(resolve(src, 'app/early-start.ts'));
    expect(seen.size).toBeGreaterThan(4);
    expect(packages).toEqual([]);
  });
});
