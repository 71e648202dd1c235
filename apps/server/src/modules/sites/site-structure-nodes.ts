import { randomUUID } from 'node:crypto';
import type { SiteColumn, SiteNodeInput } from '@fieldbook/domain';

/** A node flattened for storage: ids resolved, parent and position from its place in the tree. */
export interface FlatSiteNode {
  id: string;
  existing: boolean;
  parentId: string | null;
  title: string;
  isSite: boolean;
  options: Record<string, string>;
  columns: SiteColumn[];
  position: number;
}

/** Outcome of flattening: nodes parents-first, or the path of a node id that is not the structure's. */
export type FlattenResult = { nodes: FlatSiteNode[] } | { unknownAt: string };

/**
 * Flattens a requested tree: a node with an id must already belong to the structure (`known`) and appear only
 * once; others get fresh ids. Positions are depth-first order so the stored order reproduces the tree.
 */
export function flattenSiteNodes(tree: readonly SiteNodeInput[], known: ReadonlySet<string>): FlattenResult {
  const nodes: FlatSiteNode[] = [];
  const used = new Set<string>();
  let unknownAt: string | null = null;
  const visit = (list: readonly SiteNodeInput[], parentId: string | null, path: string): void => {
    list.forEach((node, index) => {
      const here = `${path}.${index}`;
      if (node.id !== undefined && (!known.has(node.id) || used.has(node.id))) {
        unknownAt ??= `${here}.id`;
        return;
      }
      const id = node.id ?? randomUUID();
      used.add(id);
      nodes.push({
        id,
        existing: node.id !== undefined,
        parentId,
        title: node.title,
        isSite: node.is_site,
        options: node.options,
        columns: node.columns,
        position: nodes.length,
      });
      visit(node.children, id, `${here}.children`);
    });
  };
  visit(tree, null, 'structure');
  return unknownAt ? { unknownAt } : { nodes };
}
