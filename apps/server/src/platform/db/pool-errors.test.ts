import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL pool whose idle connections are ended by the server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('warns instead of ending the process, and the next query opens a new connection', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const rows = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const pid = (rows as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    const again = await database.db.execute(sql`select 1 as one`);
    expect((again as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    warn.mockRestore();
  });
});
