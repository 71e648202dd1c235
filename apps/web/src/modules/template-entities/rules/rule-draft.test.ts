import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  addNode,
  mapNode,
  newAction,
  newCondition,
  newGroup,
  newRuleSet,
  withActions,
} from './rule-draft';

describe('rule drafts', () => {
  it('starts with one if-rule reading the owner and no actions', () => {
    const set = newRuleSet('q1');
    expect(set.rules).toHaveLength(1);
    expect(set.rules[0]!.condition.conditions[0]).toMatchObject({
      left: { kind: 'item', item_id: 'q1' },
      operator: 'equals',
    });
    expect(set.rules[0]!.actions).toEqual([]);
  });

  it('edits, nests and removes conditions anywhere in the tree', () => {
    const root = newGroup('a');
    const nested = newGroup('b');
    const withNested = addNode(root, root.id, nested);
    const inner = nested.conditions[0]!;
    const edited = mapNode(withNested, inner.id, (node) =>
      node.kind === 'condition' ? { ...node, operator: 'greater' } : node,
    );
    expect((edited.conditions[1] as typeof nested).conditions[0]).toMatchObject({ operator: 'greater' });
    const added = addNode(edited, nested.id, newCondition('c'));
    expect((added.conditions[1] as typeof nested).conditions).toHaveLength(2);
    const removed = mapNode(added, nested.id, () => null);
    expect(removed.conditions).toHaveLength(1);
    expect(mapNode(removed, removed.id, () => null)).toBe(removed);
  });

  it('keeps actions per branch, else included, with default parameters', () => {
    const set = newRuleSet('q1');
    const hide = newAction('hide', 'q2');
    const color = newAction('set_color', 'q1');
    const next = withActions(withActions(set, 0, [hide]), 'else', [color]);
    expect(actionsOf(next, 0)).toEqual([hide]);
    expect(actionsOf(next, 'else')).toEqual([color]);
    expect(color).toMatchObject({ params: { color: 'green', custom_color: null } });
  });
});
