import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; the server applies them at start on PGlite or PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
