import { and, eq, gt, inArray, asc } from 'drizzle-orm';
import type { Inspection, InspectionAnswer, InspectionPerson } from '@fieldbook/domain';
import {
  assets,
  inspectionAnswers,
  inspectionCollaborators,
  inspections,
  sites,
  templates,
  uploadedFiles,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';

/** An inspection row as stored. */
export type InspectionRow = typeof inspections.$inferSelect;
/** An answer row as stored. */
export type AnswerRow = typeof inspectionAnswers.$inferSelect;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** One inspection of the transaction's workspace (row-level security), 404 otherwise; locked for a mutation. */
export async function readInspectionRow(tx: Executor, id: string, forUpdate = false): Promise<InspectionRow> {
  const query = tx.select().from(inspections).where(eq(inspections.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return row;
}

/** The user ids collaborating on each of the inspections. */
export async function collaboratorIds(tx: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select({ inspectionId: inspectionCollaborators.inspectionId, userId: inspectionCollaborators.userId })
    .from(inspectionCollaborators)
    .where(inArray(inspectionCollaborators.inspectionId, [...ids]));
  for (const r of rows) found.set(r.inspectionId, [...(found.get(r.inspectionId) ?? []), r.userId]);
  return found;
}

/** Names of people by id (a person no longer found keeps an empty name). */
export async function peopleById(
  tx: Executor,
  ids: readonly string[],
): Promise<Map<string, InspectionPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  const people = new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.first} ${r.last}`.trim() }]));
  return new Map(unique.map((id) => [id, people.get(id) ?? { id, name: '' }]));
}

/** What an inspection row points at, with the names the contract shows (read by follow-up queries or JSON columns). */
export interface InspectionRefs {
  templateTitle: string;
  asset: Inspection['asset'];
  site: Inspection['site'];
  conductor: InspectionPerson;
  collaborators: InspectionPerson[];
}

/** The one mapper from an inspection row and what it points at to the contract's inspection. */
export function toInspection(r: InspectionRow, refs: InspectionRefs): Inspection {
  return {
    id: r.id,
    title: r.title,
    document_number: r.documentNumber,
    status: r.status,
    archived: r.archived,
    template: { id: r.templateId, title: refs.templateTitle, version: r.templateVersion },
    asset: refs.asset,
    site: refs.site,
    assignment_id: r.assignmentId,
    conducted_by: refs.conductor,
    collaborators: refs.collaborators,
    collaborative: r.collaborative,
    timezone: r.timezone,
    location: r.location ?? null,
    started_at: iso(r.startedAt),
    completed_at: r.completedAt ? iso(r.completedAt) : null,
    updated_at: iso(r.updatedAt),
    score: r.score,
    max_score: r.maxScore,
    percent: r.percent,
    failed_count: r.failedCount,
    issues_count: r.issuesCount,
    seq: r.seq,
  };
}

/** Rows to the contract's inspections, with template, asset, site and people read by follow-up queries. */
export async function toInspections(tx: Executor, rows: readonly InspectionRow[]): Promise<Inspection[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const templateIds = [...new Set(rows.map((r) => r.templateId))];
  const assetIds = [...new Set(rows.flatMap((r) => (r.assetId ? [r.assetId] : [])))];
  const siteIds = [...new Set(rows.flatMap((r) => (r.siteId ? [r.siteId] : [])))];
  const titles = new Map(
    (
      await tx
        .select({ id: templates.id, title: templates.title })
        .from(templates)
        .where(inArray(templates.id, templateIds))
    ).map((t) => [t.id, t.title]),
  );
  const assetRows =
    assetIds.length === 0
      ? []
      : await tx
          .select({ id: assets.id, assetId: assets.assetId, name: assets.displayName })
          .from(assets)
          .where(inArray(assets.id, assetIds));
  const assetById = new Map(
    assetRows.map((a) => [a.id, { id: a.id, asset_id: a.assetId, display_name: a.name }]),
  );
  const siteRows =
    siteIds.length === 0
      ? []
      : await tx.select({ id: sites.id, name: sites.title }).from(sites).where(inArray(sites.id, siteIds));
  const siteById = new Map(siteRows.map((s) => [s.id, s]));
  const collaborators = await collaboratorIds(tx, ids);
  const people = await peopleById(tx, [
    ...rows.map((r) => r.conductedBy),
    ...[...collaborators.values()].flat(),
  ]);
  const person = (id: string) => people.get(id) ?? { id, name: '' };
  return rows.map((r) =>
    toInspection(r, {
      templateTitle: titles.get(r.templateId) ?? '',
      asset: (r.assetId && assetById.get(r.assetId)) || null,
      site: (r.siteId && siteById.get(r.siteId)) || null,
      conductor: person(r.conductedBy),
      collaborators: (collaborators.get(r.id) ?? []).map(person),
    }),
  );
}

/** Answer rows of an inspection changed after `since` (all with 0), in a stable order. */
export function answerRowsSince(tx: Executor, inspectionId: string, since = 0): Promise<AnswerRow[]> {
  return tx
    .select()
    .from(inspectionAnswers)
    .where(and(eq(inspectionAnswers.inspectionId, inspectionId), gt(inspectionAnswers.seq, since)))
    .orderBy(asc(inspectionAnswers.itemId), asc(inspectionAnswers.instance));
}

/** The one mapper from answer rows to the contract's answers: media with names and types, people with names. */
export async function toAnswers(tx: Executor, rows: readonly AnswerRow[]): Promise<InspectionAnswer[]> {
  const fileIds = [...new Set(rows.flatMap((r) => r.media))];
  const files =
    fileIds.length === 0
      ? []
      : await tx
          .select({ id: uploadedFiles.id, name: uploadedFiles.originalName, mime: uploadedFiles.contentType })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.id, fileIds));
  const fileById = new Map(files.map((f) => [f.id, f]));
  const people = await peopleById(tx, [
    ...rows.map((r) => r.changedBy),
    ...rows.flatMap((r) => r.history.map((h) => h.changed_by)),
  ]);
  const person = (id: string) => people.get(id) ?? { id, name: '' };
  return rows.map((r) => {
    const stamps = Object.values(r.partTimes).map((s) => s.at);
    return {
      item_id: r.itemId,
      instance: r.instance,
      value: (r.value ?? null) as InspectionAnswer['value'],
      note: r.note,
      media: r.media.flatMap((id) => {
        const f = fileById.get(id);
        return f ? [f] : [];
      }),
      rating: r.rating,
      markers: r.markers,
      changed_at: stamps.sort().at(-1) ?? iso(r.responseAt),
      changed_by: person(r.changedBy),
      history: r.history.map((h) => ({ ...h, changed_by: person(h.changed_by) })),
      seq: r.seq,
    };
  });
}
