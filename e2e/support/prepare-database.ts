// Creates and migrates one PGlite data directory (argv[2]) before the specs run, so each spec's server starts on a
// copy of it (E2E_DATA_TEMPLATE) instead of creating and migrating a cluster of its own (~20 s on a loaded CI machine).
// It uses the server's PGlite and migrations, as the server's own start would (`<data dir>/db`).
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prepare-database.ts <data dir>');
const client = await PGlite.create(resolve(dataDir, 'db'));
await migrate(drizzle(client), {
  migrationsFolder: resolve(import.meta.dirname, '../../apps/server/src/db/migrations'),
});
await client.close();
