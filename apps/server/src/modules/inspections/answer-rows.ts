import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { instantOfWallClock, wallClockIn } from '@fieldbook/domain';
import type { Item } from '@fieldbook/domain/templates';
import { inspectionAnswers } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { answerKey, baseUuidOf, type InspectionEvaluation, type VersionModel } from './inspection-version';
import type { AnswerRow } from './inspections.repo';

const NUMBER_TYPES = new Set(['number', 'slider', 'counter', 'calculation']);
const TIME_TYPES = new Set([
  'datetime',
  'date',
  'inspection_start_date',
  'inspection_end_date',
  'inspection_real_start_date',
  'inspection_real_end_date',
]);

/** The typed copies of a value analytics filter on: text, number, yes/no and instant, whichever applies. */
export function typedColumns(
  item: Item | undefined,
  value: unknown,
  timeZone: string,
): Pick<AnswerRow, 'valueText' | 'valueNumber' | 'valueBool' | 'valueTime'> {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join('\n') : null;
  const number = typeof value === 'number' ? value : text !== null && text.trim() !== '' ? Number(text) : NaN;
  return {
    valueText: text,
    valueNumber: item && NUMBER_TYPES.has(item.type) && Number.isFinite(number) ? number : null,
    valueBool: typeof value === 'boolean' ? value : null,
    valueTime:
      item && TIME_TYPES.has(item.type) && typeof value === 'string'
        ? instantOfWallClock(value, timeZone)
        : null,
  };
}

/** A new answer row of an item instance, before any part is merged into it. */
export function newAnswerRow(
  model: VersionModel,
  base: AnswerBase,
  itemId: string,
  instance: number,
): AnswerRow {
  return {
    orgId: base.orgId,
    inspectionId: base.inspectionId,
    itemId,
    instance,
    itemBaseUuid: baseUuidOf(model, itemId),
    value: null,
    valueText: null,
    valueNumber: null,
    valueBool: null,
    valueTime: null,
    note: null,
    media: [],
    rating: null,
    markers: [],
    score: null,
    maxScore: null,
    flagged: false,
    responseAt: base.at,
    assetId: base.assetId,
    partTimes: {},
    changedBy: base.userId,
    history: [],
    seq: 0,
  };
}

/** The person, time and place a server-made answer is stamped with. */
export interface AnswerBase {
  orgId: string;
  inspectionId: string;
  assetId: string | null;
  userId: string;
  at: Date;
}

/**
 * Answers the server fills itself (ADR 194): items of the given types outside repeated sections that hold no answer
 * yet get `valueOf(item)`; dates are the inspection's start or end on the wall clock of its zone.
 */
export function serverAnswers(
  model: VersionModel,
  base: AnswerBase,
  timeZone: string,
  seq: number,
  valueOf: (item: Item) => string | null,
  answered: ReadonlySet<string> = new Set(),
): AnswerRow[] {
  const out: AnswerRow[] = [];
  for (const item of model.doc.items) {
    if (model.scopeOf.has(item.id) || answered.has(answerKey(item.id, 0))) continue;
    const value = valueOf(item);
    if (value === null) continue;
    out.push({
      ...newAnswerRow(model, base, item.id, 0),
      value,
      ...typedColumns(item, value, timeZone),
      partTimes: { value: { at: base.at.toISOString(), by: base.userId, change: randomUUID() } },
      seq,
    });
  }
  return out;
}

/** The rule timestamp of an instant in a zone, for date items the server fills. */
export const dateAnswer = (at: Date, timeZone: string): string => wallClockIn(at, timeZone);

/** Copies each answer's evaluated score and failed flag; returns the keys whose copy changed. */
export function applyEvaluation(rows: Iterable<AnswerRow>, result: InspectionEvaluation): Set<string> {
  const changed = new Set<string>();
  for (const row of rows) {
    const key = answerKey(row.itemId, row.instance);
    const found = result.perAnswer.get(key) ?? { score: null, maxScore: null, flagged: false };
    if (row.score !== found.score || row.maxScore !== found.maxScore || row.flagged !== found.flagged) {
      row.score = found.score;
      row.maxScore = found.maxScore;
      row.flagged = found.flagged;
      changed.add(key);
    }
  }
  return changed;
}

/** Writes answer rows (insert or replace by item instance). */
export async function upsertAnswers(tx: Tx, rows: readonly AnswerRow[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(inspectionAnswers)
    .values([...rows])
    .onConflictDoUpdate({
      target: [
        inspectionAnswers.orgId,
        inspectionAnswers.inspectionId,
        inspectionAnswers.itemId,
        inspectionAnswers.instance,
      ],
      set: Object.fromEntries(
        [
          'value',
          'value_text',
          'value_number',
          'value_bool',
          'value_time',
          'note',
          'media',
          'rating',
          'markers',
          'score',
          'max_score',
          'flagged',
          'response_at',
          'part_times',
          'changed_by',
          'history',
          'seq',
        ].map((c) => [c.replace(/_(\w)/g, (_, l: string) => l.toUpperCase()), excluded(c)]),
      ),
    });
}
