import { and, eq, ilike, max, sql } from 'drizzle-orm';
import { type Language, type ListResponse, type PlanKey } from '@fieldbook/domain';
import {
  createTemplate,
  templateDocumentSchema,
  type SaveTemplateRequest,
  type TemplateDetail,
  type TemplateListRow,
} from '@fieldbook/domain/templates';
import { inspections, templates, templateVersions } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { assertDocumentAllowed } from './template-features';
import { assertPublishable } from './template-publishable';
import { assertValidDocument } from './template-validation';
import { revisionConflict, writeDraft } from './template-edit';
import {
  assertFolderExists,
  documentOf,
  languagesOf,
  readTemplateRow,
  storedDocument,
  templateRowSelection,
  TEMPLATES_TABLE,
  templatesListTable,
  toTemplateDetail,
  toTemplateListRow,
} from './templates.repo';
import { likePattern } from '../../platform/db/like';

function orgOf(actor: Actor): string {
  if (!actor.orgId) throw new Error('a template call needs a workspace');
  return actor.orgId;
}

/** GET /checklist/template/list: list-query over the whitelist plus `q` on the title. */
export function listTemplates(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown> & { q?: string },
): Promise<ListResponse<TemplateListRow>> {
  const { q, ...listParams } = params;
  const plan = listQueryPlan(templatesListTable, listParams, { timeZone: access.session.user.tzCode });
  const where = and(plan.where, q ? ilike(templates.title, likePattern(q)) : undefined);
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select(templateRowSelection)
      .from(templates)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, templates, where);
    const saved =
      wantsSavedQueries(listParams) && actor.userId
        ? await savedQueriesFor(tx, actor.userId, TEMPLATES_TABLE)
        : [];
    return buildListAnswer({
      rows: rows.map(toTemplateListRow),
      total,
      query: plan.query,
      tableName: TEMPLATES_TABLE,
      savedQueries: saved,
    });
  });
}

/** GET /checklist/template/{id}. */
export function readTemplate(db: Db, actor: Actor, id: string): Promise<TemplateDetail> {
  return withTenant(db, actor, async (tx) => toTemplateDetail(await readTemplateRow(tx, id)));
}

/** GET /checklist/template/{id}/options: settings, languages and state without the items. */
export function templateOptions(db: Db, actor: Actor, id: string) {
  return withTenant(db, actor, async (tx) => {
    const row = await readTemplateRow(tx, id);
    const doc = documentOf(row);
    return {
      id: row.id,
      title: row.title,
      parent_id: row.parentId,
      options: doc.options,
      standard_language: doc.standard_language,
      languages: languagesOf(doc),
      revision: row.revision,
      has_draft: row.hasDraft,
      published_version: row.publishedVersion,
      archived: row.archived,
      hidden: row.hidden,
    };
  });
}

/** POST /checklist/template/new: a seeded draft (start page, end page, hidden page) in a folder. */
export function newTemplate(
  db: Db,
  actor: Actor,
  input: { parent_id: string | null; title: string; description?: string; category?: string },
): Promise<TemplateDetail> {
  const orgId = orgOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    await assertFolderExists(tx, input.parent_id);
    const id = crypto.randomUUID();
    const options = {
      ...(input.description !== undefined && { description: input.description }),
      ...(input.category !== undefined && { category: input.category }),
    };
    const doc = {
      ...createTemplate({ template_id: id, title: input.title, parent_id: input.parent_id }),
      options,
    };
    const [row] = await tx
      .insert(templates)
      .values({
        orgId,
        id,
        parentId: input.parent_id,
        title: input.title,
        document: storedDocument(doc),
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('template insert returned nothing');
    await audit({
      action: 'template.created',
      entity: 'template',
      entityId: id,
      summary: { title: input.title },
    });
    return toTemplateDetail(row);
  });
}

/**
 * POST /checklist/template/{id}: stores the full draft when `revision` is the current one
 * (409 CKL_REVISION_NOT_MATCH otherwise), after domain validation and the plan gates.
 */
export function saveTemplate(
  db: Db,
  actor: Actor,
  plan: PlanKey | null,
  lang: Language,
  id: string,
  body: SaveTemplateRequest,
): Promise<{ revision: number; has_draft: boolean }> {
  const { revision, contains_asset: _hint, ...rest } = body;
  const doc = templateDocumentSchema.parse({ ...rest, template_id: id, id });
  assertDocumentAllowed(plan, doc, lang);
  assertValidDocument(doc);
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readTemplateRow(tx, id, true);
    if (row.revision !== revision) throw revisionConflict(row.revision);
    const next = await writeDraft(tx, row, doc);
    await audit({
      action: 'template.saved',
      entity: 'template',
      entityId: id,
      summary: { revision: next, items: doc.items.length },
    });
    return { revision: next, has_draft: true };
  });
}

/**
 * POST /checklist/template/{id}/publish: an immutable version of the draft at the given revision,
 * refused (422 CKL_NOT_PUBLISHABLE) while the domain's content checks find a problem.
 */
export function publishTemplate(
  db: Db,
  actor: Actor,
  plan: PlanKey | null,
  lang: Language,
  id: string,
  revision: number,
): Promise<{ revision: number; version: number; has_draft: boolean }> {
  const orgId = orgOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readTemplateRow(tx, id, true);
    if (row.revision !== revision) throw revisionConflict(row.revision);
    const doc = documentOf(row);
    assertDocumentAllowed(plan, doc, lang);
    assertValidDocument(doc);
    assertPublishable(doc, lang);
    const version = (row.publishedVersion ?? 0) + 1;
    await tx.insert(templateVersions).values({
      orgId,
      templateId: id,
      version,
      revision,
      document: { ...storedDocument(doc), template_id: id },
      publishedBy: actor.userId,
    });
    await tx
      .update(templates)
      .set({ publishedVersion: version, hasDraft: false, updatedAt: new Date() })
      .where(eq(templates.id, id));
    await audit({
      action: 'template.published',
      entity: 'template',
      entityId: id,
      summary: { version, revision },
    });
    return { revision, version, has_draft: false };
  });
}

/** DELETE /checklist/template/{id}: the template and its versions; 409 while inspections were made of it (archive it). */
export function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readTemplateRow(tx, id, true);
    const [inspected] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.templateId, id))
      .limit(1);
    if (inspected) throw new AppError(409, 'CKL_HAS_INSPECTIONS', 'templates.has_inspections');
    await tx.delete(templates).where(eq(templates.id, id));
    await audit({
      action: 'template.deleted',
      entity: 'template',
      entityId: id,
      summary: { title: row.title },
    });
  });
}

/** POST /checklist/template/move {id, parent_id}: into a folder, or to the top with null. */
export function moveTemplate(
  db: Db,
  actor: Actor,
  id: string,
  parentId: string | null,
): Promise<TemplateDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readTemplateRow(tx, id, true);
    await assertFolderExists(tx, parentId);
    const [moved] = await tx
      .update(templates)
      .set({ parentId, updatedAt: new Date() })
      .where(eq(templates.id, id))
      .returning();
    if (!moved) throw new Error('template update returned nothing');
    await audit({
      action: 'template.moved',
      entity: 'template',
      entityId: id,
      summary: { from: row.parentId, to: parentId },
    });
    return toTemplateDetail(moved);
  });
}

/** POST /checklist/template/{id}/clone: a new draft holding a copy of the draft (unpublished, visible). */
export function cloneTemplate(
  db: Db,
  actor: Actor,
  id: string,
  parentId: string | null | undefined,
  copySuffix: string,
): Promise<TemplateDetail> {
  const orgId = orgOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const source = await readTemplateRow(tx, id);
    const target = parentId === undefined ? source.parentId : parentId;
    await assertFolderExists(tx, target);
    const cloneId = crypto.randomUUID();
    const title = `${source.title} ${copySuffix}`;
    const [row] = await tx
      .insert(templates)
      .values({
        orgId,
        id: cloneId,
        parentId: target,
        title,
        document: {
          ...source.document,
          title,
          image_markers: rebaseMarkerUrls(source.document, id, cloneId),
        },
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('template insert returned nothing');
    await audit({
      action: 'template.cloned',
      entity: 'template',
      entityId: cloneId,
      summary: { source_id: id, title },
    });
    return toTemplateDetail(row);
  });
}

/** A clone's image markers read their (shared) files through the clone's own URL. */
function rebaseMarkerUrls(document: Record<string, unknown>, from: string, to: string): unknown[] {
  const markers = Array.isArray(document.image_markers) ? (document.image_markers as unknown[]) : [];
  return markers.map(
    (marker) =>
      JSON.parse(JSON.stringify(marker).split(`/template/${from}/`).join(`/template/${to}/`)) as unknown,
  );
}

/** The list actions that flip one flag (ADR 112): archive/restore and hide/unhide. */
export const FLAG_ACTIONS = {
  archive: { column: 'archived', value: true, audit: 'template.archived', message: 'templates.archived' },
  restore: { column: 'archived', value: false, audit: 'template.restored', message: 'templates.restored' },
  hide: { column: 'hidden', value: true, audit: 'template.hidden', message: 'templates.hidden' },
  unhide: { column: 'hidden', value: false, audit: 'template.unhidden', message: 'templates.unhidden' },
} as const;
export type FlagAction = keyof typeof FLAG_ACTIONS;

/** POST /checklist/template/{id}/{archive|restore|hide|unhide}. */
export function flagTemplate(db: Db, actor: Actor, id: string, action: FlagAction): Promise<TemplateDetail> {
  const { column, value, audit: auditAction } = FLAG_ACTIONS[action];
  return withTenant(db, actor, async (tx, audit) => {
    await readTemplateRow(tx, id, true);
    const [row] = await tx
      .update(templates)
      .set({ [column]: value, updatedAt: new Date() })
      .where(eq(templates.id, id))
      .returning();
    if (!row) throw new Error('template update returned nothing');
    await audit({ action: auditAction, entity: 'template', entityId: id });
    return toTemplateDetail(row);
  });
}

/** GET /checklist/{id}/last-version-items: the latest published version's items. */
export function lastVersionItems(db: Db, actor: Actor, id: string) {
  return withTenant(db, actor, async (tx) => {
    const row = await readTemplateRow(tx, id);
    if (row.publishedVersion === null) return { version: null, items: [] };
    const [version] = await tx
      .select({ document: templateVersions.document })
      .from(templateVersions)
      .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, row.publishedVersion)));
    const items = (version?.document.items as unknown[] | undefined) ?? [];
    return { version: row.publishedVersion, items };
  });
}

/**
 * POST /checklist/template/{id}/past-items: which given item ids already exist in a published
 * version (the editor warns before changing rules, markers or grouped options of such items).
 */
export function pastItems(db: Db, actor: Actor, id: string, ids: string[]) {
  return withTenant(db, actor, async (tx) => {
    await readTemplateRow(tx, id);
    if (ids.length === 0) return [];
    const rows = await tx
      .select({
        id: sql<string>`item->>'id'`,
        version: max(templateVersions.version),
      })
      .from(sql`${templateVersions}, jsonb_array_elements(${templateVersions.document}->'items') as item`)
      .where(sql`${templateVersions.templateId} = ${id}::uuid and item->>'id' in ${ids}`)
      .groupBy(sql`item->>'id'`);
    return rows.map((r) => ({ id: r.id, version: Number(r.version) }));
  });
}
