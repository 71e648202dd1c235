import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import { buildDependencies, buildRelations, conflictKey } from '../references';
import type { ReferenceConflict } from '../references';
import { validateDocumentStructure } from '../validate-structure';
import type { StructureIssueCode, StructureReport } from '../validate-structure';

/** Why an op refused to apply; codes match the spec's template messages (§5). */
export type RuleConflictCode = StructureIssueCode | 'not_found' | 'type_not_supported' | 'fixed_position';

/** A refused edit's reason, attached to the item it concerns (null when it concerns the document). */
export interface RuleConflict {
  code: RuleConflictCode;
  item_id: Id | null;
}

/** Everything an op can answer instead of a new document. */
export type OpConflict = RuleConflict | ReferenceConflict;

/** Result of every pure template operation: the new document, or the conflicts that blocked it. */
export type OpResult = { ok: true; doc: TemplateDocument } | Refusal;
/** The refused branch of every op result. */
export type Refusal = { ok: false; conflicts: OpConflict[] };

/** Shorthand for a refused op with one rule conflict. */
export function refuse(code: RuleConflictCode, item_id: Id | null = null): Refusal {
  return { ok: false, conflicts: [{ code, item_id }] };
}

const issueKey = (c: RuleConflict) => `${c.code}|${c.item_id}`;

/** Reports of documents already checked; documents are immutable, so an op's output needs no re-check as the next input. */
const reports = new WeakMap<TemplateDocument, StructureReport>();

function reportOf(doc: TemplateDocument): StructureReport {
  const known = reports.get(doc);
  if (known) return known;
  const report = validateDocumentStructure(doc);
  reports.set(doc, report);
  return report;
}

/**
 * Finishes an edit: refuses it if it created structure issues or reference conflicts the document
 * did not already have (a legacy document's old faults never block unrelated edits), otherwise
 * recomputes relations and dependencies and marks the draft (spec §4 "Editor state": has_draft set,
 * need_merge_request cleared).
 */
export function finishEdit(before: TemplateDocument, after: TemplateDocument): OpResult {
  const old = reportOf(before);
  const now = validateDocumentStructure(after);
  const knownIssues = new Set(old.issues.map(issueKey));
  const knownConflicts = new Set(old.conflicts.map(conflictKey));
  const fresh: OpConflict[] = [
    ...now.issues.filter((c) => !knownIssues.has(issueKey(c))),
    ...now.conflicts.filter((c) => !knownConflicts.has(conflictKey(c))),
  ];
  if (fresh.length > 0) return { ok: false, conflicts: fresh };
  const doc: TemplateDocument = {
    ...after,
    relations: buildRelations(after),
    dependencies: buildDependencies(after),
    has_draft: true,
    need_merge_request: false,
  };
  reports.set(doc, now);
  return { ok: true, doc };
}
