import type { TreeRow } from '@fieldbook/domain';

/** Id of a tree row as the list answer gives it. */
export type RowId = string | number;

const key = (id: RowId): string => String(id);

/** Ids of the rows the server marked expanded: the table's starting state. */
export function initiallyExpanded<Row>(rows: readonly TreeRow<Row>[]): Set<string> {
  const ids = new Set<string>();
  const visit = (list: readonly TreeRow<Row>[]): void =>
    list.forEach((row) => {
      if (row.expanded) ids.add(key(row.id));
      visit(row.children);
    });
  visit(rows);
  return ids;
}

/** Every row id that has children: "expand all". */
export function allExpandable<Row>(rows: readonly TreeRow<Row>[]): Set<string> {
  const ids = new Set<string>();
  const visit = (list: readonly TreeRow<Row>[]): void =>
    list.forEach((row) => {
      if (row.children.length > 0) ids.add(key(row.id));
      visit(row.children);
    });
  visit(rows);
  return ids;
}

/** Expands or collapses one row. */
export function toggleExpanded(expanded: ReadonlySet<string>, id: RowId): Set<string> {
  const next = new Set(expanded);
  if (next.has(key(id))) next.delete(key(id));
  else next.add(key(id));
  return next;
}

/** True when a row's children show. */
export function isExpanded(expanded: ReadonlySet<string>, id: RowId): boolean {
  return expanded.has(key(id));
}

/**
 * The rows the table draws, in order (spec §4 tree view): children only under an expanded
 * parent, rows the server marked hidden left out along with their subtree.
 */
export function visibleTreeRows<Row>(
  rows: readonly TreeRow<Row>[],
  expanded: ReadonlySet<string>,
): TreeRow<Row>[] {
  const out: TreeRow<Row>[] = [];
  const visit = (list: readonly TreeRow<Row>[]): void =>
    list.forEach((row) => {
      if (row.hidden) return;
      out.push(row);
      if (expanded.has(key(row.id))) visit(row.children);
    });
  visit(rows);
  return out;
}

/** Narrows list rows to tree rows when every row carries the tree fields (spec §3 tree mode). */
export function asTreeRows<Row>(rows: readonly Row[]): TreeRow<Row>[] | null {
  const isTree = (row: unknown): row is TreeRow<Row> =>
    typeof row === 'object' &&
    row !== null &&
    'children' in row &&
    Array.isArray(row.children) &&
    'depth' in row &&
    typeof row.depth === 'number' &&
    'id' in row;
  return rows.every(isTree) ? rows.filter(isTree) : null;
}
