import { z } from 'zod';
import { idSchema } from './ids';

/**
 * The part of a rule set the template structure relies on (spec §3 "Rule set": uuid, related_items,
 * action_items). The full rule-set schema (conditions, actions) belongs to `rules/`.
 */
export const ruleSetRefSchema = z.looseObject({
  uuid: idSchema,
  related_items: z.array(idSchema).default([]),
  action_items: z.array(idSchema).default([]),
});
export type RuleSetRef = z.infer<typeof ruleSetRefSchema>;
