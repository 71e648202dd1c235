import { isValueAction } from './actions';
import { calculationOrder, compileCalculations } from './calculations';
import { allActions, conditionItemIds } from './conditions';
import { RULE_MESSAGES, type RuleProblem } from './messages';
import type { RuleSet } from './rule-set.schema';
import { indexTemplate, optString, type RulesTemplate, type TemplateIndex } from './template-input';

/** What the rule modal checks before saving: at least one rule, and no rule without actions (spec §5). */
export function checkRuleSetComplete(ruleSet: RuleSet): RuleProblem[] {
  if (ruleSet.rules.length === 0)
    return [{ key: RULE_MESSAGES.noRules, rule_set_id: ruleSet.uuid, path: ['rules'] }];
  const problems: RuleProblem[] = [];
  ruleSet.rules.forEach((rule, i) => {
    if (rule.actions.length === 0) {
      problems.push({
        key: RULE_MESSAGES.emptyActions,
        rule_set_id: ruleSet.uuid,
        path: ['rules', i, 'actions'],
      });
    }
  });
  return problems;
}

/** The repeatable a rule set runs per instance of (-1: once), or null when its conditions mix two. */
export function ruleSetScope(index: TemplateIndex, ruleSet: RuleSet): number | null {
  let scope = -1;
  for (const rule of ruleSet.rules) {
    for (const id of conditionItemIds(rule.condition)) {
      const j = index.indexById.get(id);
      const s = j === undefined ? -1 : index.scope[j]!;
      if (s === -1 || s === scope) continue;
      if (scope !== -1) return null;
      scope = s;
    }
  }
  return scope;
}

function checkReferences(index: TemplateIndex, ruleSet: RuleSet, owner: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const at = (key: RuleProblem['key'], ref: string, path: (string | number)[]): void => {
    problems.push({ key, rule_set_id: ruleSet.uuid, params: { ref }, path });
  };
  const read = new Set<number>();
  let lastRead = -1;
  ruleSet.rules.forEach((rule, r) => {
    for (const id of conditionItemIds(rule.condition)) {
      const j = index.indexById.get(id);
      if (j === undefined) at(RULE_MESSAGES.missingItem, id, ['rules', r, 'condition']);
      else {
        if (owner >= 0 && j > owner) at(RULE_MESSAGES.laterItem, id, ['rules', r, 'condition']);
        read.add(j);
        lastRead = Math.max(lastRead, j);
      }
    }
  });
  const scope = ruleSetScope(index, ruleSet);
  if (scope === null) at(RULE_MESSAGES.repeatableScope, ruleSet.uuid, ['rules']);
  for (const action of allActions(ruleSet)) {
    const path =
      action.branch < ruleSet.rules.length ? ['rules', action.branch, 'actions'] : ['else_actions'];
    const t = index.indexById.get(action.target);
    if (t === undefined) {
      at(RULE_MESSAGES.missingItem, action.target, path);
      continue;
    }
    if (scope !== null && scope !== -1 && index.scope[t] !== scope)
      at(RULE_MESSAGES.repeatableScope, action.target, path);
    if (!isValueAction(action.type)) continue;
    if (read.has(t)) at(RULE_MESSAGES.targetInCondition, action.target, path);
    else if (t < lastRead) at(RULE_MESSAGES.targetBeforeCondition, action.target, path);
  }
  return problems;
}

/**
 * Every rule and calculation problem of a template, as structured errors with message keys: rule sets
 * need a rule and actions; conditions and calculations read only earlier items; a show/hide/set-value
 * rule cannot target an item its own conditions read (nor one before them); repeatables stay apart.
 */
export function validateRules(template: RulesTemplate): RuleProblem[] {
  const index = indexTemplate(template);
  const problems = [...index.ruleSetProblems];
  const known = new Set(
    (template.rule_sets ?? []).map((raw) =>
      typeof raw === 'object' && raw !== null ? (raw as { uuid?: unknown }).uuid : null,
    ),
  );
  for (const item of template.items) {
    const id = optString(item, 'rule_set_id');
    if (id && !known.has(id))
      problems.push({ key: RULE_MESSAGES.missingRuleSet, item_id: item.id, params: { ref: id } });
  }
  for (const { rs, owner } of index.ruleSets) {
    problems.push(...checkRuleSetComplete(rs), ...checkReferences(index, rs, owner));
  }
  const { calculations, problems: calcProblems } = compileCalculations(index);
  problems.push(...calcProblems);
  const order = calculationOrder(index, calculations);
  if (!order.ok) problems.push(order.problem);
  return problems;
}
