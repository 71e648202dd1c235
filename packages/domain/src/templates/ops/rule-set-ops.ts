import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import { deriveRuleSetReferences } from '../../rules/conditions';
import type { RuleSet } from '../../rules/rule-set.schema';
import { dropAttachments } from './attachments';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { replaceItem } from './update-item';

/**
 * Attaches a rule set to an item (or replaces the one it has), as the rules modal saves it. Its
 * related_items / action_items are derived here from the condition tree and the actions, so the
 * structure checks never trust stale lists. Refused when a condition reads a later or missing item
 * or an action targets a missing one. Only main pages, sections and questions carry rule sets (spec §3).
 */
export function setRuleSet(doc: TemplateDocument, itemId: Id, ruleSet: RuleSet): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  if (item.type === 'start_page' || item.type === 'end_page' || item.type === 'hidden_page') {
    return refuse('type_not_supported', itemId);
  }
  const saved = { ...ruleSet, ...deriveRuleSetReferences(ruleSet) };
  const rule_sets = [...doc.rule_sets.filter((r) => r.uuid !== ruleSet.uuid), saved];
  const next = replaceItem(doc, { ...item, options: { ...item.options, rule_set_id: ruleSet.uuid } });
  return finishEdit(doc, dropAttachments({ ...next, rule_sets }, [item]));
}

/** Detaches and drops an item's rule set. */
export function removeRuleSet(doc: TemplateDocument, itemId: Id): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  const next = replaceItem(doc, { ...item, options: { ...item.options, rule_set_id: null } });
  return finishEdit(doc, dropAttachments(next, [item]));
}
