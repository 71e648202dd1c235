import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { satisfies, type ConductAccess, type ConductTemplate } from '@fieldbook/domain';
import {
  inspectionCollaborators,
  inspections,
  templateConductAccess,
  templates,
  templateVersions,
} from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { readTemplateRow } from '../templates/templates.repo';
import { mayConduct, readConductAccess, READ_ALL_INSPECTIONS } from './inspection-access';

/** Whether a version document holds an asset question (the start screen offers only these for an asset). */
const hasAssetQuestion = sql<boolean>`exists (select 1 from jsonb_array_elements(${templateVersions.document}->'items') as item where item->>'type' = 'asset')`;

/**
 * GET /inspections/templates: published, non-archived templates the member may conduct, with their latest
 * version; with asset_id, only templates that ask for an asset.
 */
export function conductTemplates(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  assetId?: string,
): Promise<ConductTemplate[]> {
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({
        id: templates.id,
        title: templates.title,
        version: templateVersions.version,
        hasAsset: hasAssetQuestion,
        everyone: templateConductAccess.everyone,
        userIds: templateConductAccess.userIds,
        groupIds: templateConductAccess.groupIds,
      })
      .from(templates)
      .innerJoin(
        templateVersions,
        and(
          eq(templateVersions.orgId, templates.orgId),
          eq(templateVersions.templateId, templates.id),
          eq(templateVersions.version, templates.publishedVersion),
        ),
      )
      .leftJoin(
        templateConductAccess,
        and(
          eq(templateConductAccess.orgId, templates.orgId),
          eq(templateConductAccess.templateId, templates.id),
        ),
      )
      .where(and(isNotNull(templates.publishedVersion), eq(templates.archived, false)))
      .orderBy(templates.title, templates.id);
    return rows
      .filter((r) =>
        mayConduct(access, {
          everyone: r.everyone ?? true,
          user_ids: r.userIds ?? [],
          group_ids: r.groupIds ?? [],
        }),
      )
      .filter((r) => !assetId || r.hasAsset)
      .map((r) => ({ id: r.id, title: r.title, version: r.version, has_asset_question: r.hasAsset }));
  });
}

/**
 * GET /inspections/template-versions/{templateId}/{version}: a published version document for members who may
 * conduct the template or who can see an inspection of that version (404 when the version does not exist).
 */
export function templateVersionDocument(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  templateId: string,
  version: number,
): Promise<Record<string, unknown>> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx
      .select({ document: templateVersions.document })
      .from(templateVersions)
      .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)))
      .limit(1);
    if (!row) throw errors.notFound();
    if (mayConduct(access, await readConductAccess(tx, templateId))) return row.document;
    if (satisfies(access.permissions, READ_ALL_INSPECTIONS)) return row.document;
    const userId = access.session.user.id;
    const [seen] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .leftJoin(
        inspectionCollaborators,
        and(
          eq(inspectionCollaborators.inspectionId, inspections.id),
          eq(inspectionCollaborators.userId, userId),
        ),
      )
      .where(
        and(
          eq(inspections.templateId, templateId),
          eq(inspections.templateVersion, version),
          sql`(${inspections.conductedBy} = ${userId} or ${inspectionCollaborators.userId} is not null)`,
        ),
      )
      .limit(1);
    if (!seen) throw errors.forbidden();
    return row.document;
  });
}

/** GET /checklist/template/{id}/conduct-access (404 for a template of another workspace). */
export function getConductAccess(db: Db, actor: Actor, templateId: string): Promise<ConductAccess> {
  return withTenant(db, actor, async (tx) => {
    await readTemplateRow(tx, templateId);
    return readConductAccess(tx, templateId);
  });
}

/** PUT /checklist/template/{id}/conduct-access: who may conduct it; everyone true ignores the lists. */
export function setConductAccess(
  db: Db,
  actor: Actor,
  templateId: string,
  body: ConductAccess,
): Promise<ConductAccess> {
  return withTenant(db, actor, async (tx, audit) => {
    await readTemplateRow(tx, templateId, true);
    const values = {
      everyone: body.everyone,
      userIds: [...new Set(body.user_ids)],
      groupIds: [...new Set(body.group_ids)],
      updatedAt: new Date(),
    };
    await tx
      .insert(templateConductAccess)
      .values({ orgId: actor.orgId ?? '', templateId, ...values })
      .onConflictDoUpdate({
        target: [templateConductAccess.orgId, templateConductAccess.templateId],
        set: values,
      });
    await audit({
      action: 'template.conduct_access_set',
      entity: 'template',
      entityId: templateId,
      summary: { everyone: body.everyone },
    });
    return readConductAccess(tx, templateId);
  });
}
