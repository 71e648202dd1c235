import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { z } from 'zod';
import type { PermissionCode } from './catalogue';

/** The spec checks abilities with action "call" on a permission code subject. */
export type AppAbility = MongoAbility<['call', PermissionCode | 'all']>;
export type AbilityRule = RawRuleOf<AppAbility>;

export const abilityRuleSchema = z.object({ action: z.literal('call'), subject: z.string() });

/** Turns granted permission codes into the CASL rules sent in the /user/auth answer. */
export function abilityRulesFor(
  codes: Iterable<PermissionCode>,
): { action: 'call'; subject: PermissionCode }[] {
  return [...new Set(codes)].sort().map((subject) => ({ action: 'call' as const, subject }));
}

/** Builds the CASL ability from rules, used by the web's <Can> wrapper and by server checks alike. */
export function buildAbility(rules: readonly { action: string; subject: string }[]): AppAbility {
  return createMongoAbility<AppAbility>(rules as AbilityRule[]);
}
