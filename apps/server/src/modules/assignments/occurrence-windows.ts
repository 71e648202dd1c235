import type { AssetCondition, AssignmentType, Recurrence } from '@fieldbook/domain';
import { nextOccurrences, occurrencesBetween } from '@fieldbook/domain/assignments';

/** One window the materialiser writes for every asset of an assignment (ADR 213). */
export interface OccurrenceWindow {
  start: Date;
  end: Date;
  /** When an open one becomes missed: the validity after its end, or the next window's start; null = never. */
  validUntil: Date | null;
}

/** What the windows of an assignment depend on. */
export interface WindowSource {
  type: AssignmentType;
  recurrence: Recurrence | null;
  startAt: Date | null;
  endAt: Date | null;
}

const MINUTE = 60_000;

/**
 * The windows of an assignment: the direct window (direct, mix) if still open at `from` and starting before `to`,
 * and the recurrence's (schedule, mix) starting in [from, to). Pure, so every process computes the same keys and `on conflict do nothing` dedupes them.
 */
export function windowsBetween(a: WindowSource, from: Date, to: Date): OccurrenceWindow[] {
  const windows: OccurrenceWindow[] = [];
  if (a.type !== 'schedule' && a.startAt && a.endAt && a.endAt > from && a.startAt < to)
    windows.push({ start: a.startAt, end: a.endAt, validUntil: null });
  const rule = a.recurrence;
  if (a.type === 'direct' || !rule) return windows;
  const found = occurrencesBetween(rule, from, to);
  const last = found.at(-1);
  const after = last ? nextOccurrences(rule, new Date(Date.parse(last.start) + 1), 1)[0] : undefined;
  found.forEach((occurrence, n) => {
    const end = new Date(occurrence.end);
    const nextStart = found[n + 1]?.start ?? after?.start;
    const validUntil =
      rule.validity_minutes !== null
        ? new Date(end.getTime() + rule.validity_minutes * MINUTE)
        : nextStart
          ? new Date(Math.max(Date.parse(nextStart), end.getTime()))
          : null;
    windows.push({ start: new Date(occurrence.start), end, validUntil });
  });
  return windows;
}

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Whether an asset's field values meet one condition of a dynamic set (spec §3's operators). */
function meets(fields: Record<string, unknown>, c: AssetCondition): boolean {
  const raw = fields[c.field];
  const empty = raw === null || raw === undefined || raw === '';
  if (c.operator === 'is-null') return empty;
  if (c.operator === 'is-not-null') return !empty;
  if (empty) return c.operator === 'not-equals';
  const text = String(raw).toLowerCase();
  const wanted = String(c.value ?? '').toLowerCase();
  switch (c.operator) {
    case 'equals':
      return text === wanted;
    case 'not-equals':
      return text !== wanted;
    case 'string-contains':
      return text.includes(wanted);
    case 'starts-with':
      return text.startsWith(wanted);
    case 'ends-with':
      return text.endsWith(wanted);
    case 'greater':
    case 'lesser': {
      const [left, right] = [asNumber(raw), asNumber(c.value)];
      if (left === null || right === null) return false;
      return c.operator === 'greater' ? left > right : left < right;
    }
  }
}

/** Whether an asset belongs to a dynamic set: it meets every condition (re-evaluated at each materialisation). */
export function assetMatches(
  fields: Record<string, unknown>,
  conditions: readonly AssetCondition[],
): boolean {
  return conditions.every((condition) => meets(fields, condition));
}
