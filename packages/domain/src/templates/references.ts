import type { TemplateDocument } from './document.schema';
import type { Relation, Relations } from './entities.schema';
import type { Id } from './ids';
import type { Item } from './item.schema';
import type { RuleSet } from '../rules/rule-set.schema';
import { indexById, subtreeEnd } from './tree';

/**
 * Kinds of item-to-item reference (spec §3 "Relations"): a rule set's conditions read earlier items
 * (or the owner itself); its actions target items that only need to exist (ADR 013).
 */
export type ReferenceKind = 'calculation' | 'document_id' | 'rule_set_condition' | 'rule_set_action';

/** One reference held by `from` (the outside item) to `to` (the inside item). */
export interface Reference {
  from: Id;
  to: Id;
  kind: ReferenceKind;
}

/** A reference that points at a missing item or at one that is not earlier than its holder. */
export interface ReferenceConflict {
  code: 'reference';
  item_id: Id;
  reference_id: Id;
  kind: ReferenceKind;
  reason: 'missing' | 'later';
}

/** Ids an item's calculation reads (`options.calculations.items`). */
export function calculationRefs(item: Item): Id[] {
  return item.options.calculations?.items ?? [];
}

/** Ids a document-id item takes answers from (`options.items` parts of type `item`). */
export function documentIdRefs(item: Item): Id[] {
  if (item.type !== 'document_id' || !Array.isArray(item.options.items)) return [];
  return item.options.items.flatMap((part: unknown) => {
    const p = part as { type?: unknown; item_id?: unknown };
    return p.type === 'item' && typeof p.item_id === 'string' ? [p.item_id] : [];
  });
}

/** Every item reference of a document, in item order. */
export function documentReferences(doc: Pick<TemplateDocument, 'items' | 'rule_sets'>): Reference[] {
  const ruleSets = new Map<Id, RuleSet>(doc.rule_sets.map((r) => [r.uuid, r]));
  const refs: Reference[] = [];
  for (const item of doc.items) {
    for (const to of calculationRefs(item)) refs.push({ from: item.id, to, kind: 'calculation' });
    for (const to of documentIdRefs(item)) refs.push({ from: item.id, to, kind: 'document_id' });
    const ruleSet = item.options.rule_set_id ? ruleSets.get(item.options.rule_set_id) : undefined;
    if (!ruleSet) continue;
    for (const to of ruleSet.related_items) refs.push({ from: item.id, to, kind: 'rule_set_condition' });
    for (const to of ruleSet.action_items) refs.push({ from: item.id, to, kind: 'rule_set_action' });
  }
  return refs;
}

/** References that break "refer only to earlier items" (spec §5); empty for a sound document. */
export function referenceConflicts(doc: Pick<TemplateDocument, 'items' | 'rule_sets'>): ReferenceConflict[] {
  const positions = indexById(doc.items);
  const conflicts: ReferenceConflict[] = [];
  for (const ref of documentReferences(doc)) {
    const from = positions.get(ref.from) ?? -1;
    const to = positions.get(ref.to);
    const base = { code: 'reference' as const, item_id: ref.from, reference_id: ref.to, kind: ref.kind };
    if (to === undefined) conflicts.push({ ...base, reason: 'missing' });
    else if (ref.kind === 'rule_set_action') continue;
    else if (to > from || (to === from && ref.kind !== 'rule_set_condition')) {
      conflicts.push({ ...base, reason: 'later' });
    }
  }
  return conflicts;
}

/** A stable key of a conflict, so ops can tell new conflicts from ones the document already had. */
export function conflictKey(c: ReferenceConflict): string {
  return `${c.item_id}|${c.reference_id}|${c.kind}|${c.reason}`;
}

function behaviour(flags: Relation, kind: ReferenceKind): Relation['rule_set_behaviour'] {
  const inside = kind === 'rule_set_condition' || flags.rule_set_behaviour === 'inside';
  const outside = kind === 'rule_set_action' || flags.rule_set_behaviour === 'outside';
  if (flags.rule_set_behaviour === 'inside_outside' || (inside && outside)) return 'inside_outside';
  return inside ? 'inside' : 'outside';
}

/** The relations map (spec §3) derived from the references, recomputed after every edit. */
export function buildRelations(doc: Pick<TemplateDocument, 'items' | 'rule_sets'>): Relations {
  const relations: Relations = {};
  for (const ref of documentReferences(doc)) {
    const row = (relations[ref.from] ??= {});
    const flags = (row[ref.to] ??= {
      calculation: false,
      document_id: false,
      rule_set_id: false,
      rule_set_behaviour: null,
    });
    if (ref.kind === 'calculation' || ref.kind === 'document_id') flags[ref.kind] = true;
    else {
      flags.rule_set_behaviour = behaviour(flags, ref.kind);
      flags.rule_set_id = true;
    }
  }
  return relations;
}

/** Reverse index: for each item, the items that reference it, for "dependencies detected" warnings. */
export function buildDependencies(doc: Pick<TemplateDocument, 'items' | 'rule_sets'>): Record<Id, Id[]> {
  const dependencies: Record<Id, Id[]> = {};
  for (const ref of documentReferences(doc)) {
    const list = (dependencies[ref.to] ??= []);
    if (!list.includes(ref.from)) list.push(ref.from);
  }
  return dependencies;
}

/**
 * References that moving or deleting the given items (with their subtrees) would touch: held by
 * other items and pointing into the selection. The builder shows them as "dependencies detected"
 * before the gesture (spec §5).
 */
export function dependencyWarnings(
  doc: Pick<TemplateDocument, 'items' | 'rule_sets'>,
  ids: readonly Id[],
): Reference[] {
  const selected = new Set<Id>();
  for (const id of ids) {
    const index = doc.items.findIndex((item) => item.id === id);
    if (index < 0) continue;
    for (let i = index; i < subtreeEnd(doc.items, index); i += 1) selected.add((doc.items[i] as Item).id);
  }
  return documentReferences(doc).filter((ref) => selected.has(ref.to) && !selected.has(ref.from));
}
