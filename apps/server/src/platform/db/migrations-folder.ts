import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the SQL migrations both from the sources (src/platform/db → src/db/migrations) and from the
 * bundle (dist/server.js → dist/migrations, copied there by build.mjs).
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, 'migrations'), resolve(here, '..', '..', 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(resolve(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}
