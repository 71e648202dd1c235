import { z } from 'zod';

/** Canonical condition operators; `not` on a condition negates any of them (spec §3 Rules). */
export const RULE_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'starts_with',
  'ends_with',
  'greater',
  'greater_equal',
  'lesser',
  'lesser_equal',
  'between',
  'not_between',
  'is_empty',
  'is_null',
  'is_not_null',
  'exists',
  'any_in',
  'all_in',
  'all_not_in',
  'exists_in',
  'not_exists_in',
  'equals_exact',
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** The spec spells operators three ways (labels, filter entries, multi-select); all map to one canonical name. */
export const RULE_OPERATOR_ALIASES: Readonly<Record<string, RuleOperator>> = {
  bigger_than: 'greater',
  smaller_than: 'lesser',
  greater_equal_to: 'greater_equal',
  lesser_equal_to: 'lesser_equal',
  string_contains: 'contains',
  bt: 'between',
  equal: 'equals',
  not_equal: 'not_equals',
};

/** Turns any spec spelling ("greater-equal-to", "bt", "not exists in") into the canonical operator name. */
export function normaliseRuleOperator(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const snake = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return RULE_OPERATOR_ALIASES[snake] ?? snake;
}

/** Operators that look at the left operand only; their right operand is ignored. */
export const UNARY_RULE_OPERATORS: ReadonlySet<RuleOperator> = new Set([
  'is_empty',
  'is_null',
  'is_not_null',
  'exists',
]);

/** Accepts every spelling of an operator but stores the canonical one. */
export const ruleOperatorSchema = z.preprocess(normaliseRuleOperator, z.enum(RULE_OPERATORS));

/** A value typed into a rule: scalar, null, or a list (multi-select ids, a [min, max] pair for between). */
export const ruleStaticValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);
export type RuleStaticValue = z.infer<typeof ruleStaticValueSchema>;

/** An operand is either another item's answer or a static value (Formbricks' structured logic, not strings). */
export const ruleOperandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), item_id: z.string().min(1) }),
  z.object({ kind: z.literal('value'), value: ruleStaticValueSchema }),
]);
export type RuleOperand = z.infer<typeof ruleOperandSchema>;

/** A leaf of the condition tree: `left operator right`, optionally negated. */
export const ruleConditionSchema = z.object({
  kind: z.literal('condition'),
  id: z.string().min(1),
  left: ruleOperandSchema,
  operator: ruleOperatorSchema,
  right: ruleOperandSchema.nullable().default(null),
  not: z.boolean().default(false),
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

/** A node of the condition tree: nested and/or groups of conditions. */
export const ruleConditionGroupSchema = z
  .object({
    kind: z.literal('group'),
    id: z.string().min(1),
    connector: z.enum(['and', 'or']),
    get conditions(): z.ZodArray<z.ZodUnion<[typeof ruleConditionSchema, typeof ruleConditionGroupSchema]>> {
      return z.array(z.union([ruleConditionSchema, ruleConditionGroupSchema]));
    },
  })
  .meta({ id: 'RuleConditionGroup' });
export type RuleConditionGroup = z.infer<typeof ruleConditionGroupSchema>;
export type RuleConditionNode = RuleCondition | RuleConditionGroup;

/** Colours a rule may paint an answer with; custom carries its own hex code. */
export const RULE_COLORS = ['green', 'red', 'yellow', 'custom'] as const;
export type RuleColor = (typeof RULE_COLORS)[number];

/** Answer values a rule may write into an item (set_value and set_value_not_answered). */
export const ruleValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const base = { id: z.string().min(1), target: z.string().min(1) };

/** Action types that carry no parameters: they only switch a state of their target. */
export const FLAG_RULE_ACTION_TYPES = [
  'require_media',
  'require_note',
  'require_action',
  'disable',
  'enable',
  'disable_else_enable',
  'enable_else_disable',
  'required',
  'not_required',
  'required_else_not_required',
  'set_hidden',
  'exclude_report',
  'show',
  'hide',
] as const;
export type FlagRuleActionType = (typeof FLAG_RULE_ACTION_TYPES)[number];

/** One action of a rule branch, typed by `type`, with its target item and parameters. */
export const ruleActionSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('set_color'),
    params: z
      .object({
        color: z.enum(RULE_COLORS),
        custom_color: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .nullable()
          .default(null),
      })
      .refine((p) => p.color !== 'custom' || p.custom_color !== null, {
        message: 'gen.validations.required',
        path: ['custom_color'],
      }),
  }),
  z.object({ ...base, type: z.literal('set_value'), params: z.object({ value: ruleValueSchema }) }),
  z.object({
    ...base,
    type: z.literal('set_value_not_answered'),
    params: z.object({ value: ruleValueSchema }),
  }),
  z.object({ ...base, type: z.literal('set_score'), params: z.object({ score: z.number().finite() }) }),
  z.object({
    ...base,
    type: z.literal('set_rating'),
    params: z.object({ rating: z.number().int().min(1).max(5) }),
  }),
  z.object({
    ...base,
    type: z.literal('issue'),
    params: z.object({
      title: z.string().min(1),
      description: z.string().default(''),
      category_id: z.string().nullable().default(null),
    }),
  }),
  z.object({ ...base, type: z.enum(FLAG_RULE_ACTION_TYPES) }),
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;
export type RuleActionType = RuleAction['type'];

/** One if / else-if branch: a condition tree and the actions applied while it is the first true branch. */
export const ruleSchema = z.object({
  id: z.string().min(1),
  condition: ruleConditionGroupSchema,
  actions: z.array(ruleActionSchema),
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * A rule set (spec entity: uuid, related_items, action_items). `rules[0]` is the "if", later rules are
 * "else if", `else_actions` apply when no rule matches. related_items / action_items are derived lists
 * kept for the server shape (see deriveRuleSetReferences).
 */
export const ruleSetSchema = z.object({
  uuid: z.string().min(1),
  related_items: z.array(z.string()).default([]),
  action_items: z.array(z.string()).default([]),
  rules: z.array(ruleSchema),
  else_actions: z.array(ruleActionSchema).default([]),
});
export type RuleSet = z.infer<typeof ruleSetSchema>;
export type RuleSetInput = z.input<typeof ruleSetSchema>;
