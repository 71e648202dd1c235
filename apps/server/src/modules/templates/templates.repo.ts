import { eq, sql } from 'drizzle-orm';
import type { Language } from '@fieldbook/domain';
import {
  templateDocumentSchema,
  type TemplateDetail,
  type TemplateDocument,
  type TemplateListRow,
} from '@fieldbook/domain/templates';
import { templateFolders, templates } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of the template list (saved queries). */
export const TEMPLATES_TABLE = 'checklist_templates';

// Columns are spelled out with their table: drizzle renders `${templates.orgId}` unqualified, which inside
// this subquery would name the folder's own columns.
const folderTitle = sql<
  string | null
>`(select f.title from template_folders f where f.org_id = "templates"."org_id" and f.id = "templates"."parent_id")`;
const status = sql<string>`(case when ${templates.publishedVersion} is null then 'draft' else 'published' end)`;

/** The template list's whitelist (title, folder, status, archived, hidden, dates). */
export const templatesListTable = defineListTable({
  tableName: TEMPLATES_TABLE,
  columns: {
    title: { kind: 'text', expr: templates.title },
    folder: { kind: 'text', expr: folderTitle },
    parent_id: { kind: 'enum', expr: templates.parentId, elements: 'uuid' },
    status: { kind: 'enum', expr: status, options: ['draft', 'published'] },
    has_draft: { kind: 'boolean', expr: templates.hasDraft },
    archived: { kind: 'boolean', expr: templates.archived },
    hidden: { kind: 'boolean', expr: templates.hidden },
    version: { kind: 'number', expr: templates.publishedVersion, integer: true },
    created_at: { kind: 'datetime', expr: templates.createdAt },
    updated_at: { kind: 'datetime', expr: templates.updatedAt },
  },
  tiebreaker: templates.id,
  defaultSort: { key: 'updated_at', direction: 'desc' },
});

/** Columns a template list row is read with. */
export const templateRowSelection = {
  id: templates.id,
  title: templates.title,
  parentId: templates.parentId,
  folder: folderTitle,
  hasDraft: templates.hasDraft,
  publishedVersion: templates.publishedVersion,
  revision: templates.revision,
  archived: templates.archived,
  hidden: templates.hidden,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

type ListRow = {
  id: string;
  title: string;
  parentId: string | null;
  folder: string | null;
  hasDraft: boolean;
  publishedVersion: number | null;
  revision: number;
  archived: boolean;
  hidden: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** The one mapper from a template row to the list's row. */
export function toTemplateListRow(row: ListRow): TemplateListRow {
  return {
    id: row.id,
    title: row.title,
    parent_id: row.parentId,
    folder: row.folder,
    status: row.publishedVersion === null ? 'draft' : 'published',
    has_draft: row.hasDraft,
    version: row.publishedVersion,
    revision: row.revision,
    archived: row.archived,
    hidden: row.hidden,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** A stored template row with its document. */
export type TemplateRow = typeof templates.$inferSelect;

/** One template of the organisation (RLS), locked for update when asked; 404 otherwise. */
export async function readTemplateRow(tx: Executor, id: string, lock = false): Promise<TemplateRow> {
  const query = tx.select().from(templates).where(eq(templates.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return row;
}

/** The stored draft as a typed document carrying the row's identity, revision and flags. */
export function documentOf(row: TemplateRow): TemplateDocument {
  return templateDocumentSchema.parse({
    ...row.document,
    id: row.id,
    template_id: row.id,
    revision: row.revision,
    title: row.title,
    has_draft: row.hasDraft,
    parent_id: row.parentId,
  });
}

/** A stored draft: the server shape without the fields the row holds (see `storedDocument`). */
type StoredDocument = Pick<TemplateDetail, 'items' | 'standard_language'> & Record<string, unknown>;

/**
 * GET /checklist/template/{id}: the draft in server shape plus where it stands. The stored document was parsed
 * and normalised when it was written (`storedDocument`), so it is sent as stored: parsing it again cost the
 * request 10–190 ms at 2,000 items, and the editor validates what it receives anyway (ADR 158).
 */
export function toTemplateDetail(row: TemplateRow): TemplateDetail {
  return {
    ...(row.document as StoredDocument),
    id: row.id,
    template_id: row.id,
    revision: row.revision,
    title: row.title,
    has_draft: row.hasDraft,
    parent_id: row.parentId,
    status: row.publishedVersion === null ? 'draft' : 'published',
    published_version: row.publishedVersion,
    archived: row.archived,
    hidden: row.hidden,
  };
}

/** The languages of a template: the standard one first, then the added translations. */
export function languagesOf(doc: TemplateDocument): Language[] {
  const added = Object.keys(doc.translations) as Language[];
  return [doc.standard_language, ...added.filter((l) => l !== doc.standard_language)];
}

/** What is stored of a document: everything but the fields the row itself holds. */
export function storedDocument(doc: TemplateDocument): Record<string, unknown> {
  const { id: _id, template_id: _t, revision: _r, has_draft: _h, parent_id: _p, ...rest } = doc;
  return rest;
}

/** A folder of the organisation or 422 on the given field (parent ids in bodies). */
export async function assertFolderExists(
  tx: Executor,
  id: string | null,
  field = 'parent_id',
): Promise<void> {
  if (id === null) return;
  const [row] = await tx
    .select({ id: templateFolders.id })
    .from(templateFolders)
    .where(eq(templateFolders.id, id))
    .limit(1);
  if (!row) throw errors.validation({ [field]: { key: 'templates.folder_not_found' } });
}
