import { eq, sql } from 'drizzle-orm';
import type { Language, ListResponse } from '@fieldbook/domain';
import type { GlobalResponse } from '@fieldbook/domain/templates';
import { globalResponses } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import {
  GLOBAL_RESPONSES_TABLE,
  globalResponsesListTable,
  readGlobalResponseRow,
  toGlobalResponse,
} from './global-responses.repo';

type Option = { uuid: string; label: string };

/** GET /checklist/global-response/list. */
export function listGlobalResponses(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<GlobalResponse>> {
  const plan = listQueryPlan(globalResponsesListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(globalResponses)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, globalResponses, plan.where);
    const saved =
      wantsSavedQueries(params) && actor.userId
        ? await savedQueriesFor(tx, actor.userId, GLOBAL_RESPONSES_TABLE)
        : [];
    return buildListAnswer({
      rows: rows.map(toGlobalResponse),
      total,
      query: plan.query,
      tableName: GLOBAL_RESPONSES_TABLE,
      savedQueries: saved,
    });
  });
}

function assertUniqueOptions(options: Option[]): void {
  if (new Set(options.map((o) => o.uuid)).size !== options.length)
    throw errors.validation({ options: { key: 'gen.validations.unique' } });
}

/** POST /checklist/global-response/new. */
export function createGlobalResponse(
  db: Db,
  actor: Actor,
  input: { title: string; options: Option[] },
): Promise<GlobalResponse> {
  if (!actor.orgId) throw new Error('a global-response call needs a workspace');
  const orgId = actor.orgId;
  assertUniqueOptions(input.options);
  return withTenant(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(globalResponses)
      .values({ orgId, title: input.title, options: input.options })
      .returning();
    if (!row) throw new Error('global response insert returned nothing');
    await audit({
      action: 'global_response.created',
      entity: 'global_response',
      entityId: row.id,
      summary: { title: input.title, options: input.options.length },
    });
    return toGlobalResponse(row);
  });
}

/** PUT /checklist/global-response/{id}: title and options; translations of removed options go too. */
export function updateGlobalResponse(
  db: Db,
  actor: Actor,
  id: string,
  input: { title: string; options: Option[] },
): Promise<GlobalResponse> {
  assertUniqueOptions(input.options);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readGlobalResponseRow(tx, id, true);
    const kept = new Set(input.options.map((o) => o.uuid));
    const translations = Object.fromEntries(
      Object.entries(before.translations).map(([lang, labels]) => [
        lang,
        Object.fromEntries(Object.entries(labels).filter(([uuid]) => kept.has(uuid))),
      ]),
    );
    const row = await write(tx, id, { title: input.title, options: input.options, translations });
    await audit({
      action: 'global_response.updated',
      entity: 'global_response',
      entityId: id,
      summary: { from: before.title, to: input.title, options: input.options.length },
    });
    return row;
  });
}

async function write(tx: Tx, id: string, values: Partial<typeof globalResponses.$inferInsert>) {
  const [row] = await tx
    .update(globalResponses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(globalResponses.id, id))
    .returning();
  if (!row) throw new Error('global response update returned nothing');
  return toGlobalResponse(row);
}

/** DELETE /checklist/global-response/{id} (templates keep their copies, spec: "deleted global response"). */
export function deleteGlobalResponse(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readGlobalResponseRow(tx, id, true);
    await tx.delete(globalResponses).where(eq(globalResponses.id, id));
    await audit({
      action: 'global_response.deleted',
      entity: 'global_response',
      entityId: id,
      summary: { title: row.title },
    });
  });
}

/** PUT /checklist/global-response/options/{id}/translate: one option (by its uuid) in one language. */
export function translateGlobalOption(
  db: Db,
  actor: Actor,
  optionUuid: string,
  lang: Language,
  translation: string,
): Promise<GlobalResponse> {
  return withTenant(db, actor, async (tx, audit) => {
    const [found] = await tx
      .select({ id: globalResponses.id })
      .from(globalResponses)
      .where(sql`${globalResponses.options} @> ${JSON.stringify([{ uuid: optionUuid }])}::jsonb`)
      .limit(1);
    if (!found) throw errors.notFound();
    const row = await readGlobalResponseRow(tx, found.id, true);
    const translations = {
      ...row.translations,
      [lang]: { ...row.translations[lang], [optionUuid]: translation },
    };
    const updated = await write(tx, row.id, { translations });
    await audit({
      action: 'global_response.translated',
      entity: 'global_response',
      entityId: row.id,
      summary: { lang, option: optionUuid },
    });
    return updated;
  });
}

/** PUT /checklist/global-response/{id}/{lang} {options}: many option labels of one language. */
export function translateGlobalResponse(
  db: Db,
  actor: Actor,
  id: string,
  lang: Language,
  options: Option[],
): Promise<GlobalResponse> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readGlobalResponseRow(tx, id, true);
    const known = new Set(row.options.map((o) => o.uuid));
    const unknown = options.findIndex((o) => !known.has(o.uuid));
    if (unknown >= 0)
      throw errors.validation({ [`options.${unknown}.uuid`]: { key: 'global_responses.unknown_option' } });
    const labels = {
      ...row.translations[lang],
      ...Object.fromEntries(options.map((o) => [o.uuid, o.label])),
    };
    const updated = await write(tx, id, { translations: { ...row.translations, [lang]: labels } });
    await audit({
      action: 'global_response.translated',
      entity: 'global_response',
      entityId: id,
      summary: { lang, options: options.length },
    });
    return updated;
  });
}
