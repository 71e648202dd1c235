import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { InspectionAnswer } from '@fieldbook/domain';
import { assets, globalListItems, memberships, sites, users } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { memberName } from '../users/member-name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids answers could name a record by: a value's text or each text of a list, now or in its history. */
function candidateIds(answers: readonly InspectionAnswer[]): string[] {
  const ids = new Set<string>();
  const values = answers.flatMap((a) => [
    a.value,
    ...a.history.filter((h) => h.part === 'value').map((h) => h.value),
  ]);
  for (const value of values)
    for (const part of Array.isArray(value) ? value : [value])
      if (typeof part === 'string' && UUID.test(part)) ids.add(part.toLowerCase());
  return [...ids];
}

/**
 * Display names of the records answers name by id (ADR 219): assets (as "asset id · name"), members of the
 * workspace, sites and global list items, in one statement. Read under the caller's tenant, and people only through
 * the workspace's memberships, so an id of another workspace's record resolves to nothing. No query when no answer
 * holds an id.
 */
export async function recordLabels(
  tx: Executor,
  orgId: string,
  answers: readonly InspectionAnswer[],
): Promise<Record<string, string>> {
  const ids = candidateIds(answers);
  if (ids.length === 0) return {};
  const assetLabel = sql<string>`case when ${assets.displayName} <> ''
    then ${assets.assetId} || ' · ' || ${assets.displayName} else ${assets.assetId} end`;
  const rows = await unionAll(
    tx.select({ id: assets.id, label: assetLabel }).from(assets).where(inArray(assets.id, ids)),
    tx
      .select({ id: users.id, label: memberName(users.firstName, users.lastName) })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, orgId)))
      .where(inArray(users.id, ids)),
    tx.select({ id: sites.id, label: sites.title }).from(sites).where(inArray(sites.id, ids)),
    tx
      .select({ id: globalListItems.id, label: globalListItems.displayName })
      .from(globalListItems)
      .where(inArray(globalListItems.id, ids)),
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.label]));
}
