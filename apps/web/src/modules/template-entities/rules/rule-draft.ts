import type {
  RuleAction,
  RuleCondition,
  RuleConditionGroup,
  RuleConditionNode,
  RuleSet,
} from '@fieldbook/domain/rules';
import { randomId } from '@fieldbook/domain/templates';

/** A fresh condition reading `itemId` (equals, no value yet). */
export function newCondition(itemId: string): RuleCondition {
  return {
    kind: 'condition',
    id: randomId(),
    left: { kind: 'item', item_id: itemId },
    operator: 'equals',
    right: null,
    not: false,
  };
}

/** A fresh and-group holding one condition on `itemId`. */
export function newGroup(itemId: string): RuleConditionGroup {
  return { kind: 'group', id: randomId(), connector: 'and', conditions: [newCondition(itemId)] };
}

/** A rule set with one "if" rule reading the owner question, to start the modal from. */
export function newRuleSet(firstSourceId: string): RuleSet {
  return {
    uuid: randomId(),
    related_items: [],
    action_items: [],
    rules: [{ id: randomId(), condition: newGroup(firstSourceId), actions: [] }],
    else_actions: [],
  };
}

/** Rewrites the node with `id` anywhere in the tree (or removes it when `fn` answers null). */
export function mapNode(
  group: RuleConditionGroup,
  id: string,
  fn: (node: RuleConditionNode) => RuleConditionNode | null,
): RuleConditionGroup {
  if (group.id === id) {
    const next = fn(group);
    return next && next.kind === 'group' ? next : group;
  }
  const conditions: RuleConditionNode[] = [];
  for (const node of group.conditions) {
    if (node.id === id) {
      const next = fn(node);
      if (next) conditions.push(next);
    } else conditions.push(node.kind === 'group' ? mapNode(node, id, fn) : node);
  }
  return { ...group, conditions };
}

/** Appends a node to the group with `groupId`. */
export function addNode(
  group: RuleConditionGroup,
  groupId: string,
  node: RuleConditionNode,
): RuleConditionGroup {
  return mapNode(group, groupId, (g) =>
    g.kind === 'group' ? { ...g, conditions: [...g.conditions, node] } : g,
  );
}

/** Where an action list lives: a rule's branch by index, or the else branch. */
export type Branch = number | 'else';

/** The actions of one branch. */
export function actionsOf(ruleSet: RuleSet, branch: Branch): RuleAction[] {
  return branch === 'else' ? ruleSet.else_actions : (ruleSet.rules[branch]?.actions ?? []);
}

/** Replaces the actions of one branch. */
export function withActions(ruleSet: RuleSet, branch: Branch, actions: RuleAction[]): RuleSet {
  if (branch === 'else') return { ...ruleSet, else_actions: actions };
  return { ...ruleSet, rules: ruleSet.rules.map((rule, i) => (i === branch ? { ...rule, actions } : rule)) };
}

/** A new action of a type on a target, with the type's default parameters. */
export function newAction(type: RuleAction['type'], target: string): RuleAction {
  const base = { id: randomId(), target };
  switch (type) {
    case 'set_color':
      return { ...base, type, params: { color: 'green', custom_color: null } };
    case 'set_value':
    case 'set_value_not_answered':
      return { ...base, type, params: { value: null } };
    case 'set_score':
      return { ...base, type, params: { score: 0 } };
    case 'set_rating':
      return { ...base, type, params: { rating: 1 } };
    case 'issue':
      return { ...base, type, params: { title: '', description: '', category_id: null } };
    default:
      return { ...base, type };
  }
}
