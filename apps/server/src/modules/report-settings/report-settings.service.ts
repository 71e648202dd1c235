import { asc, eq, inArray } from 'drizzle-orm';
import {
  BUILT_IN_REPORT_LAYOUT,
  isDefaultLayout,
  planHasFeature,
  type AppliedReportLayout,
  type ReportLayout,
  type ReportLayoutInput,
  type ReportTemplateOption,
} from '@fieldbook/domain';
import { reportLayouts, templates } from '../../db/schema';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import type { FieldMessage } from '../../platform/errors/app-error';
import type { RequestAccess } from '../../platform/auth/access';
import { assertCanRead } from '../inspections/inspection-access';
import { readInspectionRow } from '../inspections/inspections.repo';
import { scopeOf } from '../users/users.service';
import { isLayoutImage, layoutImagesById } from './report-images.repo';
import {
  defaultLayoutId,
  layoutForTemplate,
  listLayoutRows,
  readLayout,
  setLayoutTemplates,
  templatesTakenElsewhere,
} from './report-settings.repo';

/** Whether the workspace's plan includes report layouts (they are branding, ADR 202). */
export function brandedReports(access: Pick<RequestAccess, 'plan'>): boolean {
  return !!access.plan && planHasFeature(access.plan, 'app_branding');
}

/** GET /settings/report/layouts: every layout of the workspace, the default first. */
export function listReportLayouts(db: Db, actor: Actor): Promise<ReportLayout[]> {
  return withTenant(db, actor, (tx) => listLayoutRows(tx));
}

/** GET /settings/report/templates: every template of the workspace (archived too), by title. */
export function reportTemplateOptions(db: Db, actor: Actor): Promise<ReportTemplateOption[]> {
  return withTenant(db, actor, (tx) =>
    tx
      .select({ id: templates.id, title: templates.title })
      .from(templates)
      .where(eq(templates.hidden, false))
      .orderBy(asc(templates.title), asc(templates.id)),
  );
}

/** GET /settings/report/layouts/{id}. */
export function getReportLayout(db: Db, actor: Actor, id: string): Promise<ReportLayout> {
  return withTenant(db, actor, (tx) => readLayout(tx, id));
}

/** The 422 field map of what a layout refers to: its templates and images must be this workspace's. */
async function referenceErrors(
  tx: Tx,
  input: ReportLayoutInput,
  layoutId: string | null,
): Promise<Record<string, FieldMessage>> {
  const fields: Record<string, FieldMessage> = {};
  if (isDefaultLayout(input)) {
    const current = await defaultLayoutId(tx);
    if (current && current !== layoutId) fields.template_ids = { key: 'report_settings.default_exists' };
  } else {
    const found = await tx
      .select({ id: templates.id })
      .from(templates)
      .where(inArray(templates.id, input.template_ids));
    const taken = await templatesTakenElsewhere(tx, input.template_ids, layoutId);
    if (found.length !== input.template_ids.length)
      fields.template_ids = { key: 'gen.validations.invalid_option' };
    else if (taken.length > 0) fields.template_ids = { key: 'report_settings.template_taken' };
  }
  const images = await layoutImagesById(tx, [input.logo_file_id, input.cover.image_file_id]);
  if (input.logo_file_id && !isLayoutImage(images.get(input.logo_file_id)))
    fields.logo_file_id = { key: 'report_settings.image_missing' };
  if (input.cover.image_file_id && !isLayoutImage(images.get(input.cover.image_file_id)))
    fields['cover.image_file_id'] = { key: 'report_settings.image_missing' };
  return fields;
}

async function write(tx: Tx, orgId: string, id: string, input: ReportLayoutInput): Promise<void> {
  const { name, template_ids, ...layout } = input;
  await tx
    .update(reportLayouts)
    .set({ name, isDefault: template_ids.length === 0, layout, updatedAt: new Date() })
    .where(eq(reportLayouts.id, id));
  await setLayoutTemplates(tx, orgId, id, template_ids);
}

/** POST /settings/report/layouts: a new default (when none is stored) or template layout. */
export function createReportLayout(db: Db, actor: Actor, input: ReportLayoutInput): Promise<ReportLayout> {
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const fields = await referenceErrors(tx, input, null);
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    const { name, template_ids, ...layout } = input;
    const [row] = await tx
      .insert(reportLayouts)
      .values({ orgId, name, isDefault: template_ids.length === 0, layout, createdBy: userId })
      .returning({ id: reportLayouts.id });
    if (!row) throw new Error('report layout insert returned nothing');
    await setLayoutTemplates(tx, orgId, row.id, template_ids);
    await audit({
      action: 'report_layout.created',
      entity: 'report_layout',
      entityId: row.id,
      summary: { name },
    });
    return readLayout(tx, row.id);
  });
}

/** PUT /settings/report/layouts/{id}: replaces a layout's choices and templates. */
export function updateReportLayout(
  db: Db,
  actor: Actor,
  id: string,
  input: ReportLayoutInput,
): Promise<ReportLayout> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    await readLayout(tx, id, true);
    const fields = await referenceErrors(tx, input, id);
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    await write(tx, orgId, id, input);
    await audit({
      action: 'report_layout.updated',
      entity: 'report_layout',
      entityId: id,
      summary: { name: input.name },
    });
    return readLayout(tx, id);
  });
}

/** DELETE /settings/report/layouts/{id}: its templates fall back to the default (or the built-in layout). */
export function deleteReportLayout(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const layout = await readLayout(tx, id, true);
    await tx.delete(reportLayouts).where(eq(reportLayouts.id, id));
    await audit({
      action: 'report_layout.deleted',
      entity: 'report_layout',
      entityId: id,
      summary: { name: layout.name },
    });
  });
}

/**
 * GET /inspections/{id}/report-layout: the layout of the inspection's template, else the default, else the built-in
 * one. The caller must be able to read the inspection; the web report, the PDF and a share page all ask this.
 * A plan without branding gets the built-in layout, as if no layout were stored.
 */
export function inspectionReportLayout(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
): Promise<AppliedReportLayout> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    return appliedLayoutFor(tx, access.plan, row.templateId);
  });
}

/** The layout a template's reports follow in a workspace on this plan: the built-in one when it lacks branding. */
export function appliedLayoutFor(
  tx: Executor,
  plan: RequestAccess['plan'],
  templateId: string,
): Promise<AppliedReportLayout> {
  if (!brandedReports({ plan }))
    return Promise.resolve({ ...BUILT_IN_REPORT_LAYOUT, id: null, updated_at: null });
  return layoutForTemplate(tx, templateId);
}
