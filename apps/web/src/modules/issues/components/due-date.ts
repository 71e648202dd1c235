/** A due date chosen as a day (YYYY-MM-DD) as the API stores it: the end of that day in the reader's zone. */
export function dueAtFromDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The day (YYYY-MM-DD, reader's zone) of a stored due date, for a date input. */
export function dayOfDueAt(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
