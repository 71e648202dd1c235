import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const src = resolve(import.meta.dirname, '..');
const domain = resolve(src, '../../../packages/domain/src');
const DOMAIN = '@fieldbook/domain';

/** The first of a module path's candidate files that exists, or the path itself (reported, never read). */
function sourceFile(base: string): string {
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate)) ?? base;
}

/** One static (not type-only, not dynamic) import: the specifier as written, and the file it names, if ours. */
export interface StaticImport {
  spec: string;
  file: string | null;
}

/** Static imports of one source file, resolving relative and domain imports to files, so tests can walk the graph. */
function staticImports(file: string): StaticImport[] {
  const code = readFileSync(file, 'utf8');
  const specs = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map(
    (m) => m[1]!,
  );
  return specs.map((spec) => {
    if (spec.startsWith('.')) return { spec, file: sourceFile(resolve(dirname(file), spec)) };
    if (spec === DOMAIN) return { spec, file: resolve(domain, 'index.ts') };
    if (spec.startsWith(`${DOMAIN}/`))
      return { spec, file: sourceFile(resolve(domain, spec.slice(DOMAIN.length + 1))) };
    return { spec, file: null };
  });
}

/** Walks the static import graph from `entry`, calling `onImport` for every import of every file reached. */
export function walkImports(
  entry: string,
  onImport: (from: string, found: StaticImport) => void,
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const found of staticImports(file)) {
      onImport(file, found);
      if (found.file && existsSync(found.file)) visit(found.file);
    }
  };
  visit(entry);
  return seen;
}

/** A file's path below apps/web/src or packages/domain/src, for readable failure messages. */
export const shortPath = (file: string) => file.replace(src, 'web').replace(domain, 'domain');
