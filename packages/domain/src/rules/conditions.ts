import { applyOperator } from './operators';
import type { RuleConditionGroup, RuleConditionNode, RuleOperand, RuleSet } from './rule-set.schema';
import type { OperandValue } from './values';

/** Reads an operand: the caller resolves item operands (per repeat instance, visibility-aware). */
export type OperandReader = (operand: RuleOperand) => OperandValue;

/** Evaluates a condition tree; an empty group is true so a rule without conditions always applies. */
export function evaluateCondition(node: RuleConditionNode, read: OperandReader): boolean {
  if (node.kind === 'condition') {
    const right = node.right === null ? null : read(node.right);
    return applyOperator(node.operator, read(node.left), right, node.not);
  }
  if (node.conditions.length === 0) return true;
  return node.connector === 'and'
    ? node.conditions.every((c) => evaluateCondition(c, read))
    : node.conditions.some((c) => evaluateCondition(c, read));
}

/** Index of the branch a rule set takes: the first true rule, `rules.length` for else, -1 for none. */
export function activeBranch(ruleSet: RuleSet, read: OperandReader): number {
  for (let i = 0; i < ruleSet.rules.length; i += 1) {
    if (evaluateCondition(ruleSet.rules[i]!.condition, read)) return i;
  }
  return ruleSet.else_actions.length > 0 ? ruleSet.rules.length : -1;
}

/** Ids of the items a condition tree reads, in first-seen order. */
export function conditionItemIds(group: RuleConditionGroup): string[] {
  const ids = new Set<string>();
  const visit = (node: RuleConditionNode): void => {
    if (node.kind === 'group') {
      node.conditions.forEach(visit);
      return;
    }
    for (const op of [node.left, node.right]) if (op?.kind === 'item') ids.add(op.item_id);
  };
  visit(group);
  return [...ids];
}

/** The spec's related_items (items read by conditions) and action_items (items targeted by actions). */
export function deriveRuleSetReferences(ruleSet: RuleSet): {
  related_items: string[];
  action_items: string[];
} {
  const related = new Set<string>();
  for (const rule of ruleSet.rules) for (const id of conditionItemIds(rule.condition)) related.add(id);
  const targets = new Set<string>();
  for (const action of allActions(ruleSet)) targets.add(action.target);
  return { related_items: [...related], action_items: [...targets] };
}

/** Every action of a rule set with the branch index it belongs to (else = rules.length). */
export function allActions(ruleSet: RuleSet): (RuleSet['else_actions'][number] & { branch: number })[] {
  const out: (RuleSet['else_actions'][number] & { branch: number })[] = [];
  ruleSet.rules.forEach((rule, branch) => rule.actions.forEach((a) => out.push({ ...a, branch })));
  ruleSet.else_actions.forEach((a) => out.push({ ...a, branch: ruleSet.rules.length }));
  return out;
}
