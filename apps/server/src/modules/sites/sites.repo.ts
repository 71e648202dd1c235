import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SiteColumn, SiteNode, SiteStructure } from '@fieldbook/domain';
import { sites, siteStructures } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of the site-structure tree list. */
export const SITE_STRUCTURES_TABLE = 'site_structures';

/** Whitelist of the structure list (the tree's top rows). */
export const siteStructuresListTable = defineListTable({
  tableName: SITE_STRUCTURES_TABLE,
  columns: {
    title: { kind: 'text', expr: siteStructures.title },
    created_at: { kind: 'datetime', expr: siteStructures.createdAt },
    updated_at: { kind: 'datetime', expr: siteStructures.updatedAt },
  },
  tiebreaker: siteStructures.id,
  defaultSort: { key: 'title', direction: 'asc' },
});

/** A stored node as read for building trees. */
export interface SiteNodeRow {
  id: string;
  structureId: string;
  parentId: string | null;
  title: string;
  isSite: boolean;
  options: Record<string, string>;
  columns: SiteColumn[];
}

/** Every node of the given structures, parents before children in stored order. */
export function nodesOf(tx: Executor, structureIds: readonly string[]): Promise<SiteNodeRow[]> {
  if (structureIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: sites.id,
      structureId: sites.structureId,
      parentId: sites.parentId,
      title: sites.title,
      isSite: sites.isSite,
      options: sites.options,
      columns: sites.columns,
    })
    .from(sites)
    .where(inArray(sites.structureId, [...structureIds]))
    .orderBy(asc(sites.position), asc(sites.id));
}

/** Nests flat node rows into trees (roots are nodes without a parent), keeping stored order. */
export function nestNodes<T>(
  rows: readonly SiteNodeRow[],
  make: (row: SiteNodeRow, children: T[]) => T,
): T[] {
  const byParent = new Map<string | null, SiteNodeRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parent: string | null): T[] =>
    (byParent.get(parent) ?? []).map((row) => make(row, build(row.id)));
  return build(null);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One structure with its nested node tree (spec §3 Site structure), 404 when not the organisation's. */
export async function readSiteStructure(tx: Executor, id: string): Promise<SiteStructure> {
  const [row] = await tx.select().from(siteStructures).where(eq(siteStructures.id, id)).limit(1);
  if (!row) throw errors.notFound();
  const nodes = await nodesOf(tx, [id]);
  return {
    id: row.id,
    title: row.title,
    structure: nestNodes<SiteNode>(nodes, (node, children) => ({
      id: node.id,
      title: node.title,
      options: node.options,
      is_site: node.isSite,
      parent_id: node.parentId,
      columns: node.columns,
      children,
    })),
    nodes_count: nodes.length,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Columns of a site option (the tree selector's row). */
export const siteOptionSelection = {
  id: sites.id,
  title: sites.title,
  parent_id: sites.parentId,
  structure_id: sites.structureId,
  structure_title: siteStructures.title,
  is_site: sites.isSite,
  has_children: sql<boolean>`exists (select 1 from sites c where c.org_id = sites.org_id and c.parent_id = sites.id)`,
};
