import { ruleSetSchema, type RuleSet } from './rule-set.schema';
import { RULE_MESSAGES, type RuleProblem } from './messages';

/** The fields of an item the rules engine reads; the template document's items satisfy it. */
export interface RulesItem {
  id: string;
  type: string;
  parent_id: string | null;
  options?: Readonly<Record<string, unknown>> | undefined;
}

/** One answer option with its optional score (response sets of choice questions). */
export interface RulesResponseSet {
  uuid: string;
  options: readonly { uuid: string; score?: number | undefined }[];
}

/** The part of a template document the rules engine reads (items in document order, rule sets, response sets). */
export interface RulesTemplate {
  items: readonly RulesItem[];
  rule_sets?: readonly unknown[] | undefined;
  response_sets?: readonly RulesResponseSet[] | undefined;
  global_responses?: readonly RulesResponseSet[] | undefined;
}

/** Reads a loose option as a boolean. */
export function optFlag(item: RulesItem, key: string): boolean {
  return item.options?.[key] === true;
}

/** Reads a loose option as a finite number, or undefined. */
export function optNumber(item: RulesItem, key: string): number | undefined {
  const v = item.options?.[key];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** Reads a loose option as a string, or undefined. */
export function optString(item: RulesItem, key: string): string | undefined {
  const v = item.options?.[key];
  return typeof v === 'string' ? v : undefined;
}

/** Indexes shared by validation and compilation: positions, parents, repeat scopes, parsed rule sets. */
export interface TemplateIndex {
  items: readonly RulesItem[];
  indexById: ReadonlyMap<string, number>;
  parent: Int32Array;
  /** Index of the repeatable item whose instances an item lives in (itself or an ancestor), or -1. */
  scope: Int32Array;
  ruleSets: { rs: RuleSet; owner: number }[];
  ruleSetProblems: RuleProblem[];
  /** Resolves a name written in a calculation: an item id, or an item's `variable` / `key` option. */
  resolveName: (name: string) => string | undefined;
}

/** Builds the shared indexes once per template version. */
export function indexTemplate(template: RulesTemplate): TemplateIndex {
  const items = template.items;
  const indexById = new Map<string, number>();
  const byName = new Map<string, string>();
  items.forEach((item, i) => {
    indexById.set(item.id, i);
    for (const key of ['variable', 'key']) {
      const name = optString(item, key);
      if (name && !byName.has(name)) byName.set(name, item.id);
    }
  });
  const parent = new Int32Array(items.length);
  const scope = new Int32Array(items.length);
  items.forEach((item, i) => {
    const p = item.parent_id === null ? -1 : (indexById.get(item.parent_id) ?? -1);
    parent[i] = p;
    scope[i] = optFlag(item, 'repeatable') ? i : p >= 0 ? scope[p]! : -1;
  });
  const owners = new Map<string, number>();
  items.forEach((item, i) => {
    const id = optString(item, 'rule_set_id');
    if (id && !owners.has(id)) owners.set(id, i);
  });
  const ruleSets: TemplateIndex['ruleSets'] = [];
  const ruleSetProblems: RuleProblem[] = [];
  (template.rule_sets ?? []).forEach((raw, i) => {
    const parsed = ruleSetSchema.safeParse(raw);
    if (parsed.success) {
      ruleSets.push({ rs: parsed.data, owner: owners.get(parsed.data.uuid) ?? -1 });
      return;
    }
    const issue = parsed.error.issues[0];
    ruleSetProblems.push({
      key: RULE_MESSAGES.invalidRuleSet,
      path: ['rule_sets', i, ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p))],
    });
  });
  const resolveName = (name: string): string | undefined => (indexById.has(name) ? name : byName.get(name));
  return { items, indexById, parent, scope, ruleSets, ruleSetProblems, resolveName };
}
