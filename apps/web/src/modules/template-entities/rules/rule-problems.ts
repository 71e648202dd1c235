import {
  checkRuleSetComplete,
  RULE_MESSAGES,
  ruleSetSchema,
  validateRules,
  type RuleProblem,
  type RuleSet,
} from '@fieldbook/domain/rules';
import { fromServerShape, setRuleSet, type TemplateDocument } from '@fieldbook/domain/templates';

/** The short name of a rule message key (e.g. "laterItem"), used as the modal's translation key. */
export function problemName(key: RuleProblem['key']): string {
  return Object.entries(RULE_MESSAGES).find(([, value]) => value === key)?.[0] ?? 'invalidRuleSet';
}

/**
 * Everything that keeps a rule set from being saved on an item, checked before anything is applied:
 * completeness, parameters (a custom colour needs its code), and the template-wide rules of §5
 * (earlier items only, no target inside its own conditions, repeatables apart).
 */
export function ruleSetProblems(doc: TemplateDocument, itemId: string, ruleSet: RuleSet): RuleProblem[] {
  const complete = checkRuleSetComplete(ruleSet);
  if (complete.length > 0) return complete;
  if (!ruleSetSchema.safeParse(ruleSet).success)
    return [{ key: RULE_MESSAGES.invalidRuleSet, rule_set_id: ruleSet.uuid }];
  const result = setRuleSet(doc, itemId, ruleSet);
  if (!result.ok) return [{ key: RULE_MESSAGES.invalidRuleSet, rule_set_id: ruleSet.uuid }];
  return validateRules(fromServerShape(result.doc)).filter(
    (problem) => problem.rule_set_id === ruleSet.uuid || problem.item_id === itemId,
  );
}
