import {
  FLAG_RULE_ACTION_TYPES,
  UNARY_RULE_OPERATORS,
  type RuleActionType,
  type RuleOperator,
} from '@fieldbook/domain/rules';
import { isPageKind, ITEM_CATALOGUE, type Item, type TemplateDocument } from '@fieldbook/domain/templates';

const TEXT: readonly RuleOperator[] = [
  'equals',
  'not_equals',
  'contains',
  'starts_with',
  'ends_with',
  'is_empty',
  'is_null',
  'is_not_null',
];
const ORDERED: readonly RuleOperator[] = [
  'equals',
  'not_equals',
  'greater',
  'greater_equal',
  'lesser',
  'lesser_equal',
  'between',
  'not_between',
  'is_null',
  'is_not_null',
];
const SINGLE_CHOICE: readonly RuleOperator[] = ['equals', 'not_equals', 'any_in', 'is_null', 'is_not_null'];
const MULTI_CHOICE: readonly RuleOperator[] = [
  'exists_in',
  'not_exists_in',
  'equals_exact',
  'not_equals',
  'all_in',
  'all_not_in',
  'is_null',
  'is_not_null',
];
const FLAG: readonly RuleOperator[] = ['equals', 'is_null', 'is_not_null'];
const CAPTURE: readonly RuleOperator[] = ['exists', 'is_null', 'is_not_null'];
const CHOICE_TYPES = new Set(['yesno', 'switch', 'oknot', 'list', 'dropdown']);
const FLAG_TYPES = new Set(['checkbox', 'acknowledgment']);

/** How the right-hand side of a condition is entered for an operator on an item. */
export type ValueKind =
  'none' | 'text' | 'number' | 'date' | 'range' | 'dateRange' | 'option' | 'options' | 'boolean';

/** The operators offered for conditions on an item, by what its answer is (spec §3 Rules). */
export function conditionOperators(item: Item): readonly RuleOperator[] {
  if (FLAG_TYPES.has(item.type)) return FLAG;
  if (CHOICE_TYPES.has(item.type))
    return item.options.multiple_selection === true ? MULTI_CHOICE : SINGLE_CHOICE;
  const category = ITEM_CATALOGUE[item.type].category;
  if (category === 'number' || category === 'datetime') return ORDERED;
  if (category === 'list') return SINGLE_CHOICE;
  if (ITEM_CATALOGUE[item.type].preAction) return TEXT;
  return CAPTURE;
}

/** What input the condition's value needs for this item and operator. */
export function valueKind(item: Item, operator: RuleOperator): ValueKind {
  if (UNARY_RULE_OPERATORS.has(operator) || operator === 'is_not_null') return 'none';
  if (FLAG_TYPES.has(item.type)) return 'boolean';
  const dated = ITEM_CATALOGUE[item.type].category === 'datetime';
  if (operator === 'between' || operator === 'not_between') return dated ? 'dateRange' : 'range';
  if (CHOICE_TYPES.has(item.type))
    return operator === 'equals' || operator === 'not_equals' ? 'option' : 'options';
  if (ITEM_CATALOGUE[item.type].category === 'number') return 'number';
  return dated ? 'date' : 'text';
}

/** Visibility actions every item supports; answer actions only where the type has pre-actions (spec §3). */
const VISIBILITY: readonly RuleActionType[] = ['show', 'hide', 'set_hidden', 'exclude_report'];
const STATE: readonly RuleActionType[] = [
  'required',
  'not_required',
  'required_else_not_required',
  'disable',
  'enable',
  'disable_else_enable',
  'enable_else_disable',
];
const ANSWER: readonly RuleActionType[] = [
  'set_color',
  'require_media',
  'require_note',
  'require_action',
  'set_value',
  'set_value_not_answered',
  'set_score',
  'set_rating',
  'issue',
];

/** The action types a rule may apply to a target item. */
export function actionTypes(target: Item): readonly RuleActionType[] {
  const info = ITEM_CATALOGUE[target.type];
  if (info.kind !== 'question') return VISIBILITY;
  return info.preAction ? [...VISIBILITY, ...STATE, ...ANSWER] : [...VISIBILITY, ...STATE];
}

/** True for actions that carry no parameters. */
export function isFlagAction(type: RuleActionType): boolean {
  return (FLAG_RULE_ACTION_TYPES as readonly string[]).includes(type);
}

/** Questions a condition of the owner's rule set may read: answerable ones at or before the owner (spec §5). */
export function conditionSources(doc: TemplateDocument, ownerId: string): Item[] {
  const end = doc.items.findIndex((item) => item.id === ownerId);
  return doc.items
    .slice(0, end + 1)
    .filter((item) => ITEM_CATALOGUE[item.type].kind === 'question' && ITEM_CATALOGUE[item.type].dependency);
}

/** Items a rule may act on: sections, questions and main pages (never start, end or hidden pages). */
export function actionTargets(doc: TemplateDocument): Item[] {
  return doc.items.filter((item) => !isPageKind(item.type) || item.type === 'page');
}
