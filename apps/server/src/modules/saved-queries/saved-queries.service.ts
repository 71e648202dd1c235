import { and, eq } from 'drizzle-orm';
import {
  canDeleteSavedQuery,
  checkSavedQueryUpdate,
  DEFAULT_SAVED_QUERY_KEY,
  type SaveSavedQueryRequest,
} from '@fieldbook/domain';
import { savedQueries } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { fieldErrors } from '../../platform/list-query/list-query-fields';
import { scopeOf } from '../users/users.service';
import { DEFAULT_QUERY_NAME, IMPLICIT_DEFAULT_ID } from './saved-queries.repo';

/**
 * POST /saved-query: updates the caller's query named by `id`, else the one with the same table and
 * key, else creates it. The default's name never changes; other users' queries are simply not found.
 */
export function saveSavedQuery(db: Db, actor: Actor, body: SaveSavedQueryRequest): Promise<{ id: string }> {
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const mine = and(eq(savedQueries.userId, userId), eq(savedQueries.tableName, body.table_name));
    const byId = body.id && body.id !== IMPLICIT_DEFAULT_ID ? eq(savedQueries.id, body.id) : undefined;
    const [stored] = await tx
      .select()
      .from(savedQueries)
      .where(and(mine, byId ?? eq(savedQueries.key, body.key)))
      .limit(1);
    if (byId && !stored) throw errors.notFound();
    const isDefault = body.key === DEFAULT_SAVED_QUERY_KEY;
    const name = isDefault && !stored ? DEFAULT_QUERY_NAME : body.name;
    const locked = checkSavedQueryUpdate(stored ? { key: stored.key, name: stored.name } : null, {
      key: body.key,
      name,
    });
    if (locked) throw errors.validation(fieldErrors(locked));
    const values = { name, queryString: body.query_string, updatedAt: new Date() };
    const [row] = stored
      ? await tx.update(savedQueries).set(values).where(eq(savedQueries.id, stored.id)).returning()
      : await tx
          .insert(savedQueries)
          .values({ ...values, orgId, userId, tableName: body.table_name, key: body.key })
          .returning();
    if (!row) throw new Error('saved query write returned nothing');
    await audit({
      action: 'saved_query.saved',
      entity: 'saved_query',
      entityId: row.id,
      summary: { table_name: row.tableName, key: row.key, name: row.name, created: !stored },
    });
    return { id: row.id };
  });
}

/** DELETE /saved-query/{id}: removes the caller's query; a missing one counts as deleted (spec §8), the default stays. */
export function deleteSavedQuery(db: Db, actor: Actor, id: string): Promise<void> {
  const { userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const [stored] = await tx
      .select()
      .from(savedQueries)
      .where(and(eq(savedQueries.id, id), eq(savedQueries.userId, userId)))
      .limit(1);
    if (!stored) return;
    if (!canDeleteSavedQuery(stored))
      throw errors.validation({ key: { key: 'gen.validations.defaultQueryLocked' } });
    await tx.delete(savedQueries).where(eq(savedQueries.id, id));
    await audit({
      action: 'saved_query.deleted',
      entity: 'saved_query',
      entityId: id,
      summary: { table_name: stored.tableName, name: stored.name },
    });
  });
}
