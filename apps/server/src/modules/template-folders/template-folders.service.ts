import { asc, eq, sql } from 'drizzle-orm';
import type { TemplateFolder } from '@fieldbook/domain/templates';
import { templateFolders, templates } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { assertFolderExists } from '../templates/templates.repo';

type FolderRow = { id: string; title: string; parentId: string | null; templatesCount: number };

// Outer columns are spelled out with their table: drizzle renders `${templateFolders.id}` unqualified, which
// inside this subquery would name the template's own id.
const templatesCount = sql<number>`(select count(*)::int from templates t where t.org_id = "template_folders"."org_id" and t.parent_id = "template_folders"."id")`;

/** Every folder in tree order (parents before children, siblings by title) with its depth. */
export function inTreeOrder(rows: FolderRow[], excludeId?: string): TemplateFolder[] {
  const children = new Map<string | null, FolderRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: TemplateFolder[] = [];
  const walk = (parent: string | null, depth: number): void => {
    for (const row of children.get(parent) ?? []) {
      if (row.id === excludeId) continue;
      out.push({
        id: row.id,
        title: row.title,
        parent_id: row.parentId,
        depth,
        templates_count: Number(row.templatesCount),
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

async function allFolderRows(tx: Executor): Promise<FolderRow[]> {
  return tx
    .select({
      id: templateFolders.id,
      title: templateFolders.title,
      parentId: templateFolders.parentId,
      templatesCount,
    })
    .from(templateFolders)
    .orderBy(asc(templateFolders.title), asc(templateFolders.id));
}

async function readFolder(tx: Executor, id: string): Promise<TemplateFolder> {
  const folder = inTreeOrder(await allFolderRows(tx)).find((f) => f.id === id);
  if (!folder) throw errors.notFound();
  return folder;
}

/** GET /checklist/template/folder/all {exclude_id}: the excluded folder and its subtree are left out. */
export function allFolders(db: Db, actor: Actor, excludeId?: string): Promise<TemplateFolder[]> {
  return withTenant(db, actor, async (tx) => inTreeOrder(await allFolderRows(tx), excludeId));
}

/** POST /checklist/template/folder/new. */
export function createFolder(
  db: Db,
  actor: Actor,
  title: string,
  parentId: string | null,
): Promise<TemplateFolder> {
  if (!actor.orgId) throw new Error('a folder call needs a workspace');
  const orgId = actor.orgId;
  return withTenant(db, actor, async (tx, audit) => {
    await assertFolderExists(tx, parentId);
    const [row] = await tx
      .insert(templateFolders)
      .values({ orgId, title, parentId })
      .returning({ id: templateFolders.id });
    if (!row) throw new Error('folder insert returned nothing');
    await audit({
      action: 'template_folder.created',
      entity: 'template_folder',
      entityId: row.id,
      summary: { title },
    });
    return readFolder(tx, row.id);
  });
}

/** PUT /checklist/template/folder/{id}: rename and/or move; a folder cannot go inside itself. */
export function updateFolder(
  db: Db,
  actor: Actor,
  id: string,
  title: string,
  parentId: string | null,
): Promise<TemplateFolder> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readFolder(tx, id);
    await assertFolderExists(tx, parentId);
    const rows = await allFolderRows(tx);
    const outside = new Set(inTreeOrder(rows, id).map((f) => f.id));
    if (parentId !== null && !outside.has(parentId))
      throw errors.validation({ parent_id: { key: 'folders.inside_itself' } });
    await tx
      .update(templateFolders)
      .set({ title, parentId, updatedAt: new Date() })
      .where(eq(templateFolders.id, id));
    await audit({
      action: 'template_folder.updated',
      entity: 'template_folder',
      entityId: id,
      summary: {
        from: { title: before.title, parent_id: before.parent_id },
        to: { title, parent_id: parentId },
      },
    });
    return readFolder(tx, id);
  });
}

/** DELETE /checklist/template/folder/{id}: refused while it holds folders or templates (ADR 110). */
export function deleteFolder(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const folder = await readFolder(tx, id);
    const [child] = await tx
      .select({ id: templateFolders.id })
      .from(templateFolders)
      .where(eq(templateFolders.parentId, id))
      .limit(1);
    const [template] = await tx
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.parentId, id))
      .limit(1);
    if (child || template)
      throw errors.validation(
        { id: { key: 'folders.not_empty' } },
        'CKL_FOLDER_NOT_EMPTY',
        'folders.not_empty',
      );
    await tx.delete(templateFolders).where(eq(templateFolders.id, id));
    await audit({
      action: 'template_folder.deleted',
      entity: 'template_folder',
      entityId: id,
      summary: { title: folder.title },
    });
  });
}
