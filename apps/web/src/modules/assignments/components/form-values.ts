import type { AssignmentDetail, AssignmentRequest, RecurrenceInput } from '@fieldbook/domain';

/** The browser's IANA zone, the time-zone picker's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A new rule: every day at 08:00 from tomorrow, in the browser's zone, due within 8 hours. */
export function defaultRecurrence(now: Date, timeZone = browserTimeZone()): RecurrenceInput {
  const tomorrow = new Date(now.getTime() + 24 * 3600 * 1000);
  const day = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  return {
    frequency: 'daily',
    interval: 1,
    weekdays: [],
    by_hour: [],
    by_month_day: [],
    by_month: [],
    end: { kind: 'forever' },
    time_zone: timeZone,
    start: `${day}T08:00`,
    duration_minutes: 8 * 60,
    validity_minutes: null,
  };
}

/** What the add form starts from: a schedule with the default rule and no one assigned yet. */
export function emptyAssignment(now: Date, timeZone = browserTimeZone()): AssignmentRequest {
  return {
    title: '',
    fields: {},
    template_id: '',
    type: 'schedule',
    assignees: [],
    assignee_mode: 'any',
    managers: [],
    assets: [],
    dynamic_assets: null,
    recurrence: defaultRecurrence(now, timeZone),
    start_at: null,
    end_at: null,
    restricted_mode: false,
    collaborative: false,
    auto_finish: false,
    allow_additional_assets: false,
    apply_to: 'next',
  };
}

/** The edit form's values from a stored assignment (names travel separately, as select labels). */
export function fromDetail(a: AssignmentDetail): AssignmentRequest {
  return {
    title: a.title,
    fields: a.fields,
    template_id: a.template?.id ?? '',
    type: a.type,
    assignees: a.assignees.map(({ kind, id }) => ({ kind, id })),
    assignee_mode: a.assignee_mode,
    managers: a.managers.map((m) => m.id),
    assets: a.assets.map((m) => m.id),
    dynamic_assets: a.dynamic_assets,
    recurrence: a.recurrence,
    start_at: a.start_at,
    end_at: a.end_at,
    restricted_mode: a.restricted_mode,
    collaborative: a.collaborative,
    auto_finish: a.auto_finish,
    allow_additional_assets: a.allow_additional_assets,
    apply_to: 'next',
  };
}

/** Labels of everything a stored assignment points at (id → name), so selects show them without a load. */
export function knownLabels(a: AssignmentDetail | undefined): Record<string, string> {
  if (!a) return {};
  const refs = [...a.assignees, ...a.managers, ...a.assets, ...(a.template ? [a.template] : [])];
  return Object.fromEntries(refs.map((r) => [r.id, r.name]));
}

/** Whether an edit must ask if it applies from the next occurrence or to the current one too. */
export function asksApplyTo(isEdit: boolean, type: AssignmentRequest['type']): boolean {
  return isEdit && type !== 'direct';
}

/** Units a due window or validity is entered in, with their length in minutes. */
export const DURATION_UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** The largest unit that divides a number of minutes, for showing a stored window ("8 hours", not "480 minutes"). */
export function splitMinutes(minutes: number): { amount: number; unit: DurationUnit } {
  if (minutes > 0 && minutes % DURATION_UNITS.days === 0)
    return { amount: minutes / DURATION_UNITS.days, unit: 'days' };
  if (minutes > 0 && minutes % DURATION_UNITS.hours === 0)
    return { amount: minutes / DURATION_UNITS.hours, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

/** "YYYY-MM-DDTHH:mm" in the browser's zone for a stored instant (a datetime-local input's value). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local input names in the browser's zone, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
