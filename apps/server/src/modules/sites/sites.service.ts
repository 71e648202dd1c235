import { and, asc, eq, ilike, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  SITE_SEARCH_LIMIT,
  type ListResponse,
  type SiteOption,
  type SiteStructure,
  type SiteStructureRequest,
  type SiteTreeRowFields,
  type TreeRow,
} from '@fieldbook/domain';
import { sites, siteStructures } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { likePattern } from '../../platform/db/like';
import { scopeOf } from '../users/users.service';
import { flattenSiteNodes } from './site-structure-nodes';
import {
  nestNodes,
  nodesOf,
  readSiteStructure,
  SITE_STRUCTURES_TABLE,
  siteOptionSelection,
  siteStructuresListTable,
} from './sites.repo';

/** A structure row of the tree list. */
export type SiteTreeRow = TreeRow<SiteTreeRowFields>;

/** GET /resources/sites/search {q, parent_id, ids}: options for the tree selector (roots when nothing is given). */
export function searchSites(
  db: Db,
  actor: Actor,
  query: { q?: string | undefined; parent_id?: string | undefined; ids?: string[] | undefined },
): Promise<SiteOption[]> {
  return withTenant(db, actor, async (tx) => {
    let where: SQL | undefined;
    if (query.ids) where = inArray(sites.id, query.ids);
    else if (query.q) where = ilike(sites.title, likePattern(query.q));
    else if (query.parent_id) where = eq(sites.parentId, query.parent_id);
    else where = isNull(sites.parentId);
    const rows = await tx
      .select(siteOptionSelection)
      .from(sites)
      .innerJoin(
        siteStructures,
        and(eq(siteStructures.orgId, sites.orgId), eq(siteStructures.id, sites.structureId)),
      )
      .where(where)
      .orderBy(asc(siteStructures.title), asc(sites.position), asc(sites.id))
      .limit(query.ids ? query.ids.length : query.q ? SITE_SEARCH_LIMIT : 500);
    return rows.map((row) => ({ ...row, has_children: Boolean(row.has_children) }));
  });
}

/**
 * GET /resources/sites/structures/all: a page of structures as tree rows (spec §3 tree mode), each with its
 * nodes nested as children; every row collapsed and visible.
 */
export function listSiteStructures(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<SiteTreeRow>> {
  const { userId } = scopeOf(actor);
  const plan = listQueryPlan(siteStructuresListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({ id: siteStructures.id, title: siteStructures.title })
      .from(siteStructures)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, siteStructures, plan.where);
    const nodes = await nodesOf(
      tx,
      rows.map((r) => r.id),
    );
    const list = rows.map((structure): SiteTreeRow => {
      const children = nestNodes<SiteTreeRow>(
        nodes.filter((n) => n.structureId === structure.id),
        (node, nested) => ({
          id: node.id,
          kind: 'node',
          title: node.title,
          structure_id: structure.id,
          parent_id: node.parentId,
          is_site: node.isSite,
          columns_count: node.columns.length,
          children: nested,
          depth: 0,
          expanded: false,
          hidden: false,
        }),
      );
      const root: SiteTreeRow = {
        id: structure.id,
        kind: 'structure',
        title: structure.title,
        structure_id: structure.id,
        parent_id: null,
        is_site: false,
        columns_count: 0,
        children,
        depth: 0,
        expanded: false,
        hidden: false,
      };
      return withDepth(root, 0);
    });
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, SITE_STRUCTURES_TABLE) : [];
    return buildListAnswer({
      rows: list,
      total,
      query: plan.query,
      tableName: SITE_STRUCTURES_TABLE,
      savedQueries: saved,
    });
  });
}

/** Sets the depth of a row and its subtree from its place in the tree. */
function withDepth(row: SiteTreeRow, depth: number): SiteTreeRow {
  return { ...row, depth, children: row.children.map((c) => withDepth(c, depth + 1)) };
}

/** Writes a structure's requested tree: new nodes inserted, kept ones updated and moved, the rest deleted. */
async function saveNodes(
  tx: Tx,
  orgId: string,
  structureId: string,
  body: SiteStructureRequest,
): Promise<void> {
  const stored = await tx.select({ id: sites.id }).from(sites).where(eq(sites.structureId, structureId));
  const flat = flattenSiteNodes(body.structure, new Set(stored.map((s) => s.id)));
  if ('unknownAt' in flat)
    throw errors.validation({ [flat.unknownAt]: { key: 'resources.validations.unknown_node' } });
  const fresh = flat.nodes.filter((n) => !n.existing);
  const kept = flat.nodes.filter((n) => n.existing);
  if (fresh.length > 0) {
    await tx.insert(sites).values(
      fresh.map((n) => ({
        orgId,
        id: n.id,
        structureId,
        parentId: n.parentId,
        title: n.title,
        isSite: n.isSite,
        options: n.options,
        columns: n.columns,
        position: n.position,
      })),
    );
  }
  if (kept.length > 0) {
    const values = JSON.stringify(
      kept.map((n) => ({
        id: n.id,
        parent_id: n.parentId,
        title: n.title,
        is_site: n.isSite,
        options: n.options,
        columns: n.columns,
        position: n.position,
      })),
    );
    await tx.execute(sql`update sites s set parent_id = v.parent_id, title = v.title, is_site = v.is_site,
      options = v.options, columns = v.columns, position = v.position
      from jsonb_to_recordset(${values}::jsonb) as v(id uuid, parent_id uuid, title text, is_site boolean,
        options jsonb, columns jsonb, position int)
      where s.id = v.id and s.structure_id = ${structureId}::uuid`);
  }
  const keep = flat.nodes.map((n) => n.id);
  await tx
    .delete(sites)
    .where(and(eq(sites.structureId, structureId), keep.length > 0 ? notInArray(sites.id, keep) : undefined));
}

/** POST /resources/sites/structures/new. */
export function createSiteStructure(
  db: Db,
  actor: Actor,
  body: SiteStructureRequest,
): Promise<SiteStructure> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(siteStructures)
      .values({ orgId, title: body.title })
      .returning({ id: siteStructures.id });
    if (!row) throw new Error('site structure insert returned nothing');
    await saveNodes(tx, orgId, row.id, body);
    const saved = await readSiteStructure(tx, row.id);
    await audit({
      action: 'site_structure.created',
      entity: 'site_structure',
      entityId: row.id,
      summary: { title: body.title, nodes: saved.nodes_count },
    });
    return saved;
  });
}

/** PUT /resources/sites/structures/{id}: title and the whole node tree. */
export function updateSiteStructure(
  db: Db,
  actor: Actor,
  id: string,
  body: SiteStructureRequest,
): Promise<SiteStructure> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    await tx.execute(sql`select 1 from site_structures where id = ${id}::uuid for update`);
    const before = await readSiteStructure(tx, id);
    await tx
      .update(siteStructures)
      .set({ title: body.title, updatedAt: new Date() })
      .where(eq(siteStructures.id, id));
    await saveNodes(tx, orgId, id, body);
    const saved = await readSiteStructure(tx, id);
    await audit({
      action: 'site_structure.updated',
      entity: 'site_structure',
      entityId: id,
      summary: { from: before.title, to: body.title, nodes: saved.nodes_count },
    });
    return saved;
  });
}
