/** Message keys of rule, calculation and answer problems; the web and server localise them (spec §5). */
export const RULE_MESSAGES = {
  required: 'gen.validations.required',
  moreThan: 'checklist.validation.more_than',
  lessThan: 'checklist.validation.less_than',
  valueBetween: 'checklist.validation.value_between',
  lengthBetween: 'checklist.validation.length_between',
  equationWrong: 'checklist.validation.equation_wrong',
  unknownVariable: 'checklist.validation.unknown_variable',
  normalNumberOnly: 'checklist.validation.normal_number_only',
  digitsAfterDot: 'checklist.validation.digits_after_dot',
  invalidDate: 'checklist.validation.invalid_date',
  minYear: 'checklist.validation.min_year',
  futureDateOnly: 'checklist.validation.future_date_only',
  priorDateOnly: 'checklist.validation.prior_date_only',
  invalidRuleSet: 'checklist.rules.invalid',
  noRules: 'checklist.rules.no_rules',
  emptyActions: 'checklist.rules.empty_actions',
  missingItem: 'checklist.rules.missing_item',
  laterItem: 'checklist.rules.later_item',
  targetInCondition: 'checklist.rules.target_in_condition',
  targetBeforeCondition: 'checklist.rules.target_before_condition',
  repeatableScope: 'checklist.rules.repeatable_scope',
  dependencyCycle: 'checklist.rules.dependency_cycle',
  missingRuleSet: 'checklist.rules.missing_rule_set',
} as const;
export type RuleMessageKey = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];

/** One problem found in rules, calculations or answers, with the key and values its message needs. */
export interface RuleProblem {
  key: RuleMessageKey;
  params?: Record<string, string | number>;
  item_id?: string;
  rule_set_id?: string;
  instance?: number;
  /** Where in the rule set or expression the problem sits (e.g. ['rules', 0, 'actions']). */
  path?: (string | number)[];
}
