/** Id of a tree option as the remote endpoint answers it. */
export type TreeId = string | number;

/** A chosen node with the ids of its ancestors, so restricted mode can tell who covers whom. */
export interface TreeSelection {
  id: TreeId;
  label: string;
  /** Ancestor ids from the root down to the parent; empty for a top-level node. */
  path: readonly TreeId[];
}

/** Rules a toggle obeys: restricted mode and the fixed items that can't be unchecked. */
export interface TreeSelectionRules {
  restricted: boolean;
  fixedIds: readonly TreeId[];
}

const same = (a: TreeId, b: TreeId): boolean => String(a) === String(b);

/** True when the node itself is chosen. */
export function isSelected(selection: readonly TreeSelection[], id: TreeId): boolean {
  return selection.some((item) => same(item.id, id));
}

/** In restricted mode, true when a chosen ancestor already covers this node (it shows checked and locked). */
export function isCoveredByAncestor(selection: readonly TreeSelection[], path: readonly TreeId[]): boolean {
  return selection.some((item) => path.some((ancestor) => same(ancestor, item.id)));
}

/** True when the item is fixed and so can't be unchecked or cleared. */
export function isFixed(rules: TreeSelectionRules, id: TreeId): boolean {
  return rules.fixedIds.some((fixed) => same(fixed, id));
}

/**
 * Checks or unchecks a node (spec §4 tree selector): fixed items stay; in restricted mode a node
 * under a chosen ancestor can't be chosen on its own, and choosing an ancestor replaces the
 * descendants already chosen (fixed ones stay).
 */
export function toggleTreeNode(
  selection: readonly TreeSelection[],
  node: TreeSelection,
  rules: TreeSelectionRules,
): TreeSelection[] {
  if (isSelected(selection, node.id)) {
    return isFixed(rules, node.id) ? [...selection] : selection.filter((item) => !same(item.id, node.id));
  }
  if (!rules.restricted) return [...selection, node];
  if (isCoveredByAncestor(selection, node.path)) return [...selection];
  const kept = selection.filter(
    (item) => isFixed(rules, item.id) || !item.path.some((ancestor) => same(ancestor, node.id)),
  );
  return [...kept, node];
}

/** Clear (after its confirm step): everything goes except the fixed items. */
export function clearTreeSelection(
  selection: readonly TreeSelection[],
  rules: TreeSelectionRules,
): TreeSelection[] {
  return selection.filter((item) => isFixed(rules, item.id));
}

/** Whether the selection changed while the dropdown was open, so closing emits it. */
export function selectionChanged(before: readonly TreeSelection[], after: readonly TreeSelection[]): boolean {
  const ids = (list: readonly TreeSelection[]): string =>
    list
      .map((item) => String(item.id))
      .sort()
      .join('\u0000');
  return ids(before) !== ids(after);
}

/** The drill-down trail: levels entered from the root, so "back" goes up exactly one. */
export interface TreeLevel {
  id: TreeId;
  label: string;
}

/** Enters a node's children. */
export function drillInto(trail: readonly TreeLevel[], level: TreeLevel): TreeLevel[] {
  return [...trail, level];
}

/** Goes back one level (nothing happens at the root). */
export function drillBack(trail: readonly TreeLevel[]): TreeLevel[] {
  return trail.slice(0, -1);
}

/** The parent whose children the current level lists; null at the root. */
export function currentParent(trail: readonly TreeLevel[]): TreeId | null {
  return trail.at(-1)?.id ?? null;
}

/** The cache key of one remote load: endpoint, search text and level (spec §7 "cached per query"). */
export function treeQueryKey(url: string, q: string, parentId: TreeId | null): readonly unknown[] {
  return ['tree-select', url, q.trim(), parentId === null ? null : String(parentId)];
}

/** Required validation: invalid when nothing is chosen. Returns the message key or null. */
export function treeRequiredError(required: boolean, selection: readonly TreeSelection[]): string | null {
  return required && selection.length === 0 ? 'common:gen.validations.required' : null;
}
