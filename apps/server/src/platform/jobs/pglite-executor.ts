import type { PGlite } from '@electric-sql/pglite';

/** The one method pg-boss needs of a database it does not open itself (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the embedded PGlite (ADR 198). Parameterised statements go through `query`; pg-boss's
 * parameterless texts may hold several statements (its schema and the `BEGIN; … COMMIT;` blocks it runs
 * under an advisory lock), which only `exec` accepts. PGlite runs either exclusively of any open
 * transaction, so a poll never lands inside a request's transaction.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        // A failed statement inside one of pg-boss's BEGIN … COMMIT blocks would leave the only connection in
        // an aborted transaction; outside a transaction this rollback is a harmless warning.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}
