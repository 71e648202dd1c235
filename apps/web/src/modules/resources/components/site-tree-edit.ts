import type { SiteNode, SiteNodeInput } from '@fieldbook/domain';

/** A stored tree as a PUT body sends it back: ids kept, parent ids left to the nesting. */
export function toNodeInputs(nodes: readonly SiteNode[]): SiteNodeInput[] {
  return nodes.map((node) => ({
    id: node.id,
    title: node.title,
    options: node.options,
    is_site: node.is_site,
    columns: node.columns,
    children: toNodeInputs(node.children),
  }));
}

/** The tree with a new node appended under `parentId` (at the top level when null). */
export function insertNode(
  tree: readonly SiteNodeInput[],
  parentId: string | null,
  node: SiteNodeInput,
): SiteNodeInput[] {
  if (parentId === null) return [...tree, node];
  return tree.map((entry) =>
    entry.id === parentId
      ? { ...entry, children: [...entry.children, node] }
      : { ...entry, children: insertNode(entry.children, parentId, node) },
  );
}

/** The tree without the node (and its subtree). */
export function removeNode(tree: readonly SiteNodeInput[], id: string): SiteNodeInput[] {
  return tree
    .filter((entry) => entry.id !== id)
    .map((entry) => ({ ...entry, children: removeNode(entry.children, id) }));
}
