import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { BUILT_IN_REPORT_LAYOUT, type AppliedReportLayout, type ReportLayout } from '@fieldbook/domain';
import { reportLayouts, reportLayoutTemplates } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';

type LayoutRow = typeof reportLayouts.$inferSelect;

/** The one mapper from a stored layout and its templates to the domain layout. */
function toLayout(row: LayoutRow, templateIds: readonly string[]): ReportLayout {
  return {
    ...BUILT_IN_REPORT_LAYOUT,
    ...row.layout,
    id: row.id,
    name: row.name,
    template_ids: [...templateIds],
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

async function templatesOf(tx: Executor, layoutIds: readonly string[]): Promise<Map<string, string[]>> {
  const byLayout = new Map<string, string[]>();
  if (layoutIds.length === 0) return byLayout;
  const rows = await tx
    .select()
    .from(reportLayoutTemplates)
    .where(inArray(reportLayoutTemplates.layoutId, [...layoutIds]))
    .orderBy(asc(reportLayoutTemplates.templateId));
  for (const row of rows) byLayout.set(row.layoutId, [...(byLayout.get(row.layoutId) ?? []), row.templateId]);
  return byLayout;
}

/** Every layout of the workspace: the default first, then by name. */
export async function listLayoutRows(tx: Executor): Promise<ReportLayout[]> {
  const rows = await tx
    .select()
    .from(reportLayouts)
    .orderBy(desc(reportLayouts.isDefault), asc(reportLayouts.name), asc(reportLayouts.id));
  const templates = await templatesOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLayout(row, templates.get(row.id) ?? []));
}

/** One layout of the workspace (row-level security), 404 otherwise; locked for a mutation. */
export async function readLayout(tx: Executor, id: string, forUpdate = false): Promise<ReportLayout> {
  const query = tx.select().from(reportLayouts).where(eq(reportLayouts.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return toLayout(row, (await templatesOf(tx, [row.id])).get(row.id) ?? []);
}

/** The layout a template's reports use: its own, else the organisation default, else the built-in one. */
export async function layoutForTemplate(tx: Executor, templateId: string): Promise<AppliedReportLayout> {
  const [own] = await tx
    .select({ row: reportLayouts })
    .from(reportLayoutTemplates)
    .innerJoin(
      reportLayouts,
      and(
        eq(reportLayouts.orgId, reportLayoutTemplates.orgId),
        eq(reportLayouts.id, reportLayoutTemplates.layoutId),
      ),
    )
    .where(eq(reportLayoutTemplates.templateId, templateId))
    .limit(1);
  const row = own?.row ?? (await tx.select().from(reportLayouts).where(eq(reportLayouts.isDefault, true)))[0];
  if (!row) return { ...BUILT_IN_REPORT_LAYOUT, id: null, updated_at: null };
  return { ...toLayout(row, []), template_ids: own ? [templateId] : [] };
}

/** Which other layout (if any) already holds each of the templates. */
export async function templatesTakenElsewhere(
  tx: Executor,
  templateIds: readonly string[],
  layoutId: string | null,
): Promise<string[]> {
  if (templateIds.length === 0) return [];
  const rows = await tx
    .select({ templateId: reportLayoutTemplates.templateId, layoutId: reportLayoutTemplates.layoutId })
    .from(reportLayoutTemplates)
    .where(inArray(reportLayoutTemplates.templateId, [...templateIds]));
  return rows.filter((row) => row.layoutId !== layoutId).map((row) => row.templateId);
}

/** The id of the workspace's stored default layout, if any. */
export async function defaultLayoutId(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ id: reportLayouts.id })
    .from(reportLayouts)
    .where(eq(reportLayouts.isDefault, true))
    .limit(1);
  return row?.id ?? null;
}

/** Replaces the templates of a layout. */
export async function setLayoutTemplates(
  tx: Executor,
  orgId: string,
  layoutId: string,
  templateIds: readonly string[],
): Promise<void> {
  await tx.delete(reportLayoutTemplates).where(eq(reportLayoutTemplates.layoutId, layoutId));
  if (templateIds.length === 0) return;
  await tx
    .insert(reportLayoutTemplates)
    .values(templateIds.map((templateId) => ({ orgId, templateId, layoutId })));
}
