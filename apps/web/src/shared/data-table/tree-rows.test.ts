import type { TreeRow } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import {
  allExpandable,
  asTreeRows,
  initiallyExpanded,
  isExpanded,
  toggleExpanded,
  visibleTreeRows,
} from './tree-rows';

type Node = TreeRow<{ name: string }>;
const node = (id: number, children: Node[] = [], extra: Partial<Node> = {}): Node => ({
  id,
  name: `n${id}`,
  children,
  depth: 0,
  expanded: false,
  hidden: false,
  ...extra,
});

// 1 > (2 > 3), 4(hidden) ; 5
const rows = [
  node(1, [node(2, [node(3)], { expanded: true }), node(4, [], { hidden: true })], { expanded: true }),
  node(5),
];
const visible = (expanded: Set<string>): (string | number)[] =>
  visibleTreeRows(rows, expanded).map((r) => r.id);

describe('tree rows', () => {
  it.each([
    ['server state', initiallyExpanded(rows), [1, 2, 3, 5]],
    ['all collapsed', new Set<string>(), [1, 5]],
    ['only the root expanded', new Set(['1']), [1, 2, 5]],
    ['child expanded under a collapsed parent', new Set(['2']), [1, 5]],
    ['expand all', allExpandable(rows), [1, 2, 3, 5]],
  ])('%s', (_label, expanded, expected) => {
    expect(visible(expanded)).toEqual(expected);
  });

  it('toggles one row', () => {
    const collapsed = toggleExpanded(initiallyExpanded(rows), 1);
    expect(isExpanded(collapsed, 1)).toBe(false);
    expect(isExpanded(toggleExpanded(collapsed, '1'), 1)).toBe(true);
  });

  it('expand all lists only rows with children', () => {
    expect([...allExpandable(rows)].sort()).toEqual(['1', '2']);
  });
});

describe('asTreeRows', () => {
  it('accepts rows with the tree fields and refuses flat ones', () => {
    expect(asTreeRows(rows)).toHaveLength(2);
    expect(asTreeRows([{ id: 1, name: 'flat' }])).toBeNull();
  });
});
