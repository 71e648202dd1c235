import { describe, expect, it } from 'vitest';
import {
  clearTreeSelection,
  currentParent,
  drillBack,
  drillInto,
  isCoveredByAncestor,
  selectionChanged,
  toggleTreeNode,
  treeQueryKey,
  treeRequiredError,
  type TreeSelection,
  type TreeSelectionRules,
} from './tree-selection';

// site (1) > building (2) > floor (3); site (1) > yard (4); depot (5)
const site: TreeSelection = { id: 1, label: 'Site', path: [] };
const building: TreeSelection = { id: 2, label: 'Building', path: [1] };
const floor: TreeSelection = { id: 3, label: 'Floor', path: [1, 2] };
const yard: TreeSelection = { id: 4, label: 'Yard', path: [1] };
const depot: TreeSelection = { id: 5, label: 'Depot', path: [] };

const free: TreeSelectionRules = { restricted: false, fixedIds: [] };
const restricted: TreeSelectionRules = { restricted: true, fixedIds: [] };
const ids = (list: TreeSelection[]): (string | number)[] => list.map((item) => item.id);

describe('toggleTreeNode', () => {
  const cases: [string, TreeSelection[], TreeSelection, TreeSelectionRules, (string | number)[]][] = [
    ['adds a node', [], floor, free, [3]],
    ['removes a chosen node', [floor, depot], floor, free, [5]],
    ['free mode keeps descendants when an ancestor is chosen', [floor], site, free, [3, 1]],
    ['restricted: an ancestor replaces its descendants', [floor, yard, depot], site, restricted, [5, 1]],
    ['restricted: a middle ancestor replaces only its own', [floor, yard], building, restricted, [4, 2]],
    ['restricted: a covered node cannot be chosen alone', [site], floor, restricted, [1]],
    ['a fixed item cannot be unchecked', [floor], floor, { restricted: false, fixedIds: ['3'] }, [3]],
    [
      'restricted: a fixed descendant stays',
      [floor, yard],
      site,
      { restricted: true, fixedIds: [3] },
      [3, 1],
    ],
  ];
  it.each(cases)('%s', (_label, selection, node, rules, expected) => {
    expect(ids(toggleTreeNode(selection, node, rules))).toEqual(expected);
  });
});

describe('clear, change detection, coverage', () => {
  it('clear keeps only fixed items', () => {
    expect(ids(clearTreeSelection([floor, depot], { restricted: false, fixedIds: [5] }))).toEqual([5]);
  });
  it.each([
    [[floor], [floor], false],
    [[floor, depot], [depot, floor], false],
    [[floor], [depot], true],
    [[], [floor], true],
  ])('selectionChanged %#', (before, after, changed) => {
    expect(selectionChanged(before, after)).toBe(changed);
  });
  it('a node is covered when an ancestor is chosen', () => {
    expect(isCoveredByAncestor([site], floor.path)).toBe(true);
    expect(isCoveredByAncestor([building], yard.path)).toBe(false);
  });
});

describe('drilling and caching', () => {
  it('goes in two levels and back one', () => {
    const trail = drillInto(drillInto([], { id: 1, label: 'Site' }), { id: 2, label: 'Building' });
    expect(currentParent(trail)).toBe(2);
    expect(currentParent(drillBack(trail))).toBe(1);
    expect(currentParent(drillBack(drillBack(drillBack(trail))))).toBeNull();
  });
  it('caches per endpoint, search text and level', () => {
    expect(treeQueryKey('/sites', ' ab ', 2)).toEqual(treeQueryKey('/sites', 'ab', '2'));
    expect(treeQueryKey('/sites', 'ab', null)).not.toEqual(treeQueryKey('/sites', 'ab', 2));
  });
  it.each([
    [true, [], 'common:gen.validations.required'],
    [true, [floor], null],
    [false, [], null],
  ] as const)('required=%s', (required, selection, error) => {
    expect(treeRequiredError(required, selection)).toBe(error);
  });
});
