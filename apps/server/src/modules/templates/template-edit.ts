import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, type ActivityAction } from '@fieldbook/domain';
import { type TemplateDocument } from '@fieldbook/domain/templates';
import { templates } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor, type Audit } from '../../platform/db/tenancy';
import { AppError } from '../../platform/errors/app-error';
import { ownMarkerFiles } from './marker-files';
import { documentOf, readTemplateRow, storedDocument, type TemplateRow } from './templates.repo';

/** 409 CKL_REVISION_NOT_MATCH: the caller edited an older revision (spec §8), with the current one in data. */
export function revisionConflict(current: number): AppError {
  return new AppError(
    409,
    ERROR_CODES.revisionMismatch,
    'templates.revision_not_match',
    {},
    { revision: current },
  );
}

/**
 * Writes a changed draft, its image markers' files checked against the workspace: the revision goes up by one
 * and the template has a draft again.
 */
export async function writeDraft(tx: Tx, row: TemplateRow, draft: TemplateDocument): Promise<number> {
  const doc = await ownMarkerFiles(tx, row.id, draft);
  const [updated] = await tx
    .update(templates)
    .set({
      document: storedDocument(doc),
      title: doc.title.trim() === '' ? row.title : doc.title,
      revision: sql`${templates.revision} + 1`,
      hasDraft: true,
      updatedAt: new Date(),
    })
    .where(eq(templates.id, row.id))
    .returning({ revision: templates.revision });
  if (!updated) throw new Error('template update returned nothing');
  return updated.revision;
}

/** What an edit function decides: the new document (or null for no change) and its audit summary. */
export interface DraftEdit<R> {
  doc: TemplateDocument | null;
  result: R;
  summary?: Record<string, unknown>;
}

/**
 * Changes a template's draft outside the full save (sub-entities, translations): locks the row,
 * applies the edit, bumps the revision so an editor holding the old one gets a conflict instead of
 * overwriting the change, and writes the activity-log row in the same transaction.
 */
export function editDraft<R>(
  db: Db,
  actor: Actor,
  id: string,
  action: ActivityAction,
  edit: (
    doc: TemplateDocument,
    row: TemplateRow,
    tx: Tx,
    audit: Audit,
  ) => Promise<DraftEdit<R>> | DraftEdit<R>,
): Promise<R & { revision: number }> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readTemplateRow(tx, id, true);
    const outcome = await edit(documentOf(row), row, tx, audit);
    const revision = outcome.doc ? await writeDraft(tx, row, outcome.doc) : row.revision;
    if (outcome.doc)
      await audit({ action, entity: 'template', entityId: id, summary: { ...outcome.summary, revision } });
    return { ...outcome.result, revision };
  });
}
