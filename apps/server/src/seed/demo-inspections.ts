import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { assets, inspectionAnswers, inspectionNumberCounters, inspections } from '../db/schema';
import type { Tx } from '../platform/db/client';
import { applyEvaluation } from '../modules/inspections/answer-rows';
import { documentIdShape, formatDocumentNumber } from '../modules/inspections/document-number';
import { startAnswers } from '../modules/inspections/inspection-start.service';
import {
  completionProblems,
  evaluateInspection,
  loadVersion,
  type VersionModel,
} from '../modules/inspections/inspection-version';
import { endAnswers } from '../modules/inspections/inspections.service';
import type { AnswerRow } from '../modules/inspections/inspections.repo';
import type { Storage } from '../platform/storage/storage';
import { demoQuestionAnswers } from './demo-answers';
import { attachDemoPhotos } from './demo-photos';
import { demoRandom, type DemoRandom } from './demo-random';
import type { PublishedDemoTemplate } from './demo-templates/seed-demo-templates';

/** A demo user who conducts inspections. */
export interface DemoPerson {
  id: string;
  name: string;
}

/** How many demo inspections: completed ones over the last 90 days, and a few still in progress. */
export const DEMO_INSPECTIONS = {
  completed: 200,
  inProgress: 4,
  days: 90,
  timeZone: 'Europe/London',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 1000;

/**
 * Document numbers of the demo inspections, counted per template in memory and stored as the templates' counters
 * at the end: the workspace is empty and each demo template has its own prefix, so no number can be taken.
 */
function numberBlock() {
  const issued = new Map<string, number>();
  return {
    next(templateId: string, model: VersionModel): string | null {
      const shape = documentIdShape(model);
      if (!shape) return null;
      const n = (issued.get(templateId) ?? 0) + 1;
      issued.set(templateId, n);
      return formatDocumentNumber(shape.format, shape.parts, n);
    },
    async store(tx: Tx, orgId: string): Promise<void> {
      const rows = [...issued].map(([templateId, n]) => ({ orgId, templateId, issued: n }));
      if (rows.length > 0) await tx.insert(inspectionNumberCounters).values(rows);
    },
  };
}

interface Planned {
  template: PublishedDemoTemplate;
  person: DemoPerson;
  startedAt: Date;
  completedAt: Date | null;
}

/** When, what and by whom: completed inspections on working hours of the last 90 days, oldest first. */
function plan(
  random: DemoRandom,
  templates: readonly PublishedDemoTemplate[],
  people: readonly DemoPerson[],
  now: Date,
) {
  const weighted = templates.flatMap((t) => Array.from({ length: t.spec.share }, () => t));
  const [admin, inspector] = people as [DemoPerson, DemoPerson];
  const planned: Planned[] = [];
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  for (let i = 0; i < DEMO_INSPECTIONS.completed + DEMO_INSPECTIONS.inProgress; i += 1) {
    const inProgress = i >= DEMO_INSPECTIONS.completed;
    const startedAt = inProgress
      ? new Date(now.getTime() - random.int(1, 30) * HOUR)
      : new Date(
          day.getTime() -
            random.int(0, DEMO_INSPECTIONS.days - 1) * DAY +
            random.int(7 * 60, 17 * 60) * 60_000,
        );
    if (startedAt.getTime() > now.getTime() - HOUR) startedAt.setTime(startedAt.getTime() - DAY);
    const completedAt = inProgress ? null : new Date(startedAt.getTime() + random.int(6, 35) * 60_000);
    const person = random.chance(0.65) ? inspector : admin;
    planned.push({ template: random.pick(weighted), person, startedAt, completedAt });
  }
  return planned.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}

/**
 * Demo inspections made the way the server makes them (ADR 196): the start answers, the inspector's answers and
 * the end answers are evaluated by the same rules engine, checked like a completion, and written set-based.
 * With storage, the latest failed answers carry a drawn photo (ADR 218). Runs inside the caller's tenant
 * transaction; returns how many inspections it wrote.
 */
export async function seedDemoInspections(
  tx: Tx,
  orgId: string,
  templates: readonly PublishedDemoTemplate[],
  people: readonly DemoPerson[],
  now: Date,
  storage?: Storage,
): Promise<number> {
  const random = demoRandom(19);
  const timeZone = DEMO_INSPECTIONS.timeZone;
  const rows: (typeof inspections.$inferInsert)[] = [];
  const answers: AnswerRow[] = [];
  const lastInspected = new Map<string, Date>();
  const numbers = numberBlock();
  for (const { template, person, startedAt, completedAt } of plan(random, templates, people, now)) {
    const model = await loadVersion(tx, orgId, template.templateId, template.version);
    const assetId = template.assetIds.length > 0 ? random.pick(template.assetIds) : null;
    const values = {
      orgId,
      id: randomUUID(),
      templateId: template.templateId,
      templateVersion: template.version,
      assetId,
      title: template.spec.title,
      documentNumber: numbers.next(template.templateId, model),
      startedAt,
      timezone: timeZone,
      conductedBy: person.id,
    };
    const base = { orgId, inspectionId: values.id, assetId, userId: person.id, at: completedAt ?? startedAt };
    const care = random.pick([0, 0.3, 1, 1, 2, 4]);
    const asked = demoQuestionAnswers(model, template, base, timeZone, random, person.name, care);
    const own = [
      ...startAnswers(model, values, startedAt, person.id),
      ...(completedAt ? asked : asked.slice(0, 4)),
    ];
    const all = completedAt ? [...own, ...endAnswers(model, base, timeZone, 1, own)] : own;
    const result = evaluateInspection(model, all, {});
    if (completedAt) {
      const problems = completionProblems(model, all, result, completedAt);
      if (problems.length > 0) throw new Error(`demo inspection incomplete: ${JSON.stringify(problems)}`);
      if (assetId) lastInspected.set(assetId, completedAt);
    }
    applyEvaluation(all, result);
    answers.push(...all);
    rows.push({
      ...values,
      status: completedAt ? 'completed' : 'in_progress',
      completedAt,
      seq: 1,
      score: result.score,
      maxScore: result.maxScore,
      percent: result.percent,
      failedCount: result.failedCount,
      createdAt: startedAt,
      updatedAt: completedAt ?? startedAt,
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(inspections).values(rows.slice(i, i + CHUNK));
  if (storage) {
    const completed = rows.filter((row) => row.completedAt).map((row) => row.id ?? '');
    await attachDemoPhotos(tx, storage, { orgId, userId: people[0]?.id ?? '' }, completed, answers);
  }
  for (let i = 0; i < answers.length; i += CHUNK)
    await tx.insert(inspectionAnswers).values(answers.slice(i, i + CHUNK));
  await numbers.store(tx, orgId);
  for (const [id, at] of lastInspected)
    await tx.update(assets).set({ lastInspectionAt: at }).where(eq(assets.id, id));
  return rows.length;
}
