import type { RuleAction, RuleConditionGroup, RuleSet } from '@fieldbook/domain/rules';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { valueKind } from './rule-capabilities';

/** A condition or action the author left unfinished, by its id, with what is missing. */
export interface IncompletePart {
  id: string;
  missing: 'question' | 'value' | 'target' | 'issueTitle';
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function conditionGaps(doc: TemplateDocument, group: RuleConditionGroup): IncompletePart[] {
  return group.conditions.flatMap((node): IncompletePart[] => {
    if (node.kind === 'group') return conditionGaps(doc, node);
    const id = node.left.kind === 'item' ? node.left.item_id : '';
    const item = doc.items.find((i) => i.id === id);
    if (!item) return [{ id: node.id, missing: 'question' }];
    if (valueKind(item, node.operator) === 'none') return [];
    const right = node.right;
    const empty = !right || (right.kind === 'value' && blank(right.value));
    return empty ? [{ id: node.id, missing: 'value' }] : [];
  });
}

function actionGap(doc: TemplateDocument, action: RuleAction): IncompletePart[] {
  if (!doc.items.some((item) => item.id === action.target)) return [{ id: action.id, missing: 'target' }];
  if (action.type === 'issue' && !action.params.title.trim())
    return [{ id: action.id, missing: 'issueTitle' }];
  return [];
}

/**
 * The conditions and actions of a draft rule set that cannot be saved as they are (no question, no value,
 * no "Applies to", an issue without a title), so the modal can mark each one (ADR 191).
 */
export function incompleteParts(doc: TemplateDocument, ruleSet: RuleSet): IncompletePart[] {
  const actions = [...ruleSet.rules.flatMap((rule) => rule.actions), ...ruleSet.else_actions];
  return [
    ...ruleSet.rules.flatMap((rule) => conditionGaps(doc, rule.condition)),
    ...actions.flatMap((action) => actionGap(doc, action)),
  ];
}

/** An action that contradicts its target's own settings: it can never have the effect it reads as. */
export interface RuleContradiction {
  action_id: string;
  target: string;
  kind: 'hiddenShow';
}

/**
 * Actions that cannot work on their target (ADR 191): a "Show" on an item marked Hidden never makes it
 * appear, since Hidden keeps an item out of view whatever the rules say.
 */
export function ruleContradictions(doc: TemplateDocument, ruleSet: RuleSet): RuleContradiction[] {
  const actions = [...ruleSet.rules.flatMap((rule) => rule.actions), ...ruleSet.else_actions];
  return actions.flatMap((action): RuleContradiction[] => {
    const target = doc.items.find((item) => item.id === action.target);
    return action.type === 'show' && target?.options.hidden === true
      ? [{ action_id: action.id, target: target.id, kind: 'hiddenShow' }]
      : [];
  });
}
