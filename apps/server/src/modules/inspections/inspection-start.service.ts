import { and, eq, isNull } from 'drizzle-orm';
import { isValidTimeZone, type InspectionDetail, type startInspectionRequestSchema } from '@fieldbook/domain';
import type { z } from 'zod';
import { assets, inspections, sites, templates } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError, errors } from '../../platform/errors/app-error';
import {
  assertNotRestricted,
  linkOccurrenceStart,
  prepareOccurrenceStart,
} from '../assignments/occurrence-inspections';
import { applyEvaluation, dateAnswer, serverAnswers, upsertAnswers } from './answer-rows';
import { nextDocumentNumber } from './document-number';
import { mayConduct, readConductAccess } from './inspection-access';
import { inspectionDetail } from './inspection-detail';
import { evaluateInspection, loadVersion, type VersionModel } from './inspection-version';
import type { AnswerRow } from './inspections.repo';

type StartBody = z.output<typeof startInspectionRequestSchema>;

/** Item types the server answers when the inspection starts: its start date on the inspection's wall clock. */
const START_DATE_TYPES = new Set(['inspection_start_date', 'inspection_real_start_date']);

/** 409 for an inspection id someone else already used: ids are the client's, but an inspection is its conductor's. */
function idTaken(): AppError {
  return new AppError(409, 'INS_ID_TAKEN', 'inspections.id_taken');
}

/** The template to start from: published and not archived, else 422 on template_id. */
async function startableTemplate(tx: Tx, templateId: string) {
  const [row] = await tx
    .select({
      id: templates.id,
      title: templates.title,
      version: templates.publishedVersion,
      archived: templates.archived,
    })
    .from(templates)
    .where(eq(templates.id, templateId))
    .limit(1);
  if (!row || row.version === null || row.archived)
    throw errors.validation({ template_id: { key: 'inspections.validation.template_unavailable' } });
  return { ...row, version: row.version };
}

async function assertPlace(tx: Tx, body: StartBody): Promise<void> {
  if (body.asset_id) {
    const [asset] = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, body.asset_id), isNull(assets.archivedAt)))
      .limit(1);
    if (!asset) throw errors.validation({ asset_id: { key: 'gen.validations.invalid_option' } });
  }
  if (body.site_id) {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, body.site_id)).limit(1);
    if (!site) throw errors.validation({ site_id: { key: 'gen.validations.invalid_option' } });
  }
}

/** The answers the server fills at start: start dates, the chosen asset and the document number (also the demo seed's). */
export function startAnswers(
  model: VersionModel,
  row: typeof inspections.$inferInsert,
  at: Date,
  userId: string,
): AnswerRow[] {
  const base = { orgId: row.orgId, inspectionId: row.id, assetId: row.assetId ?? null, userId, at };
  return serverAnswers(model, base, row.timezone, 1, (item) =>
    START_DATE_TYPES.has(item.type)
      ? dateAnswer(at, row.timezone)
      : item.type === 'asset' && row.assetId
        ? row.assetId
        : item.type === 'document_id' && row.documentNumber
          ? row.documentNumber
          : null,
  );
}

/**
 * POST /inspections: starts an inspection of the template's latest published version under the client's id.
 * The same id again from the same person answers the inspection already made (created false); from anyone else 409.
 */
export function startInspection(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  body: StartBody,
): Promise<{ created: boolean; detail: InspectionDetail }> {
  const orgId = actor.orgId ?? '';
  const userId = access.session.user.id;
  return withTenant(db, actor, async (tx, audit) => {
    const [existing] = await tx.select().from(inspections).where(eq(inspections.id, body.id)).limit(1);
    if (existing) {
      if (existing.conductedBy !== userId) throw idTaken();
      return { created: false, detail: await inspectionDetail(tx, existing) };
    }
    if (!isValidTimeZone(body.timezone))
      throw errors.validation({ timezone: { key: 'gen.validations.timezone' } });
    const template = await startableTemplate(tx, body.template_id);
    if (!mayConduct(access, await readConductAccess(tx, template.id))) throw errors.forbidden();
    const prepared = body.occurrence_id
      ? await prepareOccurrenceStart(tx, userId, {
          occurrenceId: body.occurrence_id,
          templateId: template.id,
          assetId: body.asset_id,
        })
      : null;
    if (prepared?.kind === 'continue') {
      const [running] = await tx.select().from(inspections).where(eq(inspections.id, prepared.inspectionId));
      if (running) return { created: false, detail: await inspectionDetail(tx, running) };
    }
    const assetId = prepared?.kind === 'new' ? prepared.assetId : body.asset_id;
    await assertPlace(tx, { ...body, asset_id: assetId });
    if (!prepared) await assertNotRestricted(tx, template.id, assetId);
    const model = await loadVersion(tx, orgId, template.id, template.version);
    const startedAt = body.started_at ? new Date(body.started_at) : new Date();
    const values = {
      orgId,
      id: body.id,
      templateId: template.id,
      templateVersion: template.version,
      assetId,
      siteId: body.site_id,
      title: body.title ?? template.title,
      documentNumber: await nextDocumentNumber(tx, orgId, template.id, model),
      startedAt,
      timezone: body.timezone,
      conductedBy: userId,
      location: body.location,
    };
    const answers = startAnswers(model, values, startedAt, userId);
    const result = evaluateInspection(model, answers, {});
    applyEvaluation(answers, result);
    const [row] = await tx
      .insert(inspections)
      .values({
        ...values,
        seq: answers.length > 0 ? 1 : 0,
        score: result.score,
        maxScore: result.maxScore,
        percent: result.percent,
        failedCount: result.failedCount,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw idTaken();
    await upsertAnswers(tx, answers);
    if (prepared?.kind === 'new') await linkOccurrenceStart(tx, prepared, row.id);
    await audit({
      action: 'inspection.started',
      entity: 'inspection',
      entityId: row.id,
      summary: { title: row.title },
    });
    return { created: true, detail: await inspectionDetail(tx, row) };
  });
}
