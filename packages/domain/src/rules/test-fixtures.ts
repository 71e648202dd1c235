import type { RuleActionType, RuleSetInput, RuleStaticValue } from './rule-set.schema';
import type { RulesItem } from './template-input';

type ConditionInput = RuleSetInput['rules'][number]['condition']['conditions'][number];
type GroupInput = RuleSetInput['rules'][number]['condition'];
type ActionInput = RuleSetInput['rules'][number]['actions'][number];

let counter = 0;
const nextId = (prefix: string): string => `${prefix}${(counter += 1)}`;

/** An item for tests: a question under page `p` unless told otherwise. */
export function item(
  id: string,
  type = 'number',
  options: Record<string, unknown> = {},
  parent: string | null = 'p',
): RulesItem {
  return { id, type, parent_id: parent, options };
}

/** A condition leaf reading an item and comparing it with a static value (or another item with `{ item }`). */
export function when(
  left: string,
  operator: string,
  right?: RuleStaticValue | { item: string },
  not = false,
): ConditionInput {
  const rightOperand =
    right === undefined
      ? null
      : typeof right === 'object' && right !== null && !Array.isArray(right)
        ? { kind: 'item' as const, item_id: right.item }
        : { kind: 'value' as const, value: right };
  return {
    kind: 'condition',
    id: nextId('c'),
    left: { kind: 'item', item_id: left },
    operator,
    right: rightOperand,
    not,
  };
}

/** An and/or group of conditions. */
export function group(connector: 'and' | 'or', ...conditions: ConditionInput[]): GroupInput {
  return { kind: 'group', id: nextId('g'), connector, conditions };
}

/** An action on a target, with its parameters when its type has some. */
export function act(type: RuleActionType, target: string, params?: Record<string, unknown>): ActionInput {
  return { id: nextId('a'), type, target, ...(params ? { params } : {}) } as ActionInput;
}

/** A rule set: if / else-if branches as [condition, actions] pairs, then else actions. */
export function rules(
  uuid: string,
  branches: [GroupInput, ActionInput[]][],
  elseActions: ActionInput[] = [],
): RuleSetInput {
  return {
    uuid,
    rules: branches.map(([condition, actions]) => ({ id: nextId('r'), condition, actions })),
    else_actions: elseActions,
  };
}
