import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../db/schema';
import type { Tx } from './client';

/** Opens a transaction already scoped to a tenant, runs `fn` in it and commits (rolls back on error). */
export type TenantTransaction = <T>(scopeSql: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Tenant transactions on a node-postgres pool that send `begin` and the scope statement in one simple
 * query, one round trip instead of two (ADR 086); the handle is drizzle's own transaction class, so a
 * service cannot tell it from `db.transaction`. `scopeSql` carries no user input (see tenantScopeSql).
 */
export function pgTenantTransactions(pool: pg.Pool): TenantTransaction {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  return async (scopeSql, fn) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const session = new NodePgSession(client, dialect, relational);
      const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      await client.query(`begin; ${scopeSql}`);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((broken: Error) => (failure = broken));
      throw error;
    } finally {
      client.release(failure);
    }
  };
}
