import type { RecurrencePattern, WeekdayCode } from './recurrence.schema';

/** Languages the rule is said in (the product's, spec §9). */
export type RecurrenceLanguage = 'en' | 'de' | 'fr';

/** The phrases of a rule in words, one table per language; names of days and months come from Intl. */
interface Phrases {
  every: Record<'hour' | 'day' | 'week' | 'month' | 'year' | 'weekday', string>;
  everyN: Record<'hour' | 'day' | 'week' | 'month' | 'year', string>;
  on: string;
  onDays: string;
  lastDay: string;
  in: string;
  at: string;
  from: string;
  until: string;
  times: string;
  once: string;
  and: string;
}

/** The message table the web and the server share (ADR 209); `{n}` is a number, `{x}` a list or a date. */
export const RECURRENCE_PHRASES: Record<RecurrenceLanguage, Phrases> = {
  en: {
    every: {
      hour: 'every hour',
      day: 'every day',
      week: 'every week',
      month: 'every month',
      year: 'every year',
      weekday: 'every weekday',
    },
    everyN: {
      hour: 'every {n} hours',
      day: 'every {n} days',
      week: 'every {n} weeks',
      month: 'every {n} months',
      year: 'every {n} years',
    },
    on: 'on {x}',
    onDays: 'on day {x}',
    lastDay: 'the last day',
    in: 'in {x}',
    at: 'at {x}',
    from: 'from {x}',
    until: 'until {x}',
    times: '{n} times',
    once: 'once',
    and: 'and',
  },
  de: {
    every: {
      hour: 'jede Stunde',
      day: 'jeden Tag',
      week: 'jede Woche',
      month: 'jeden Monat',
      year: 'jedes Jahr',
      weekday: 'jeden Werktag',
    },
    everyN: {
      hour: 'alle {n} Stunden',
      day: 'alle {n} Tage',
      week: 'alle {n} Wochen',
      month: 'alle {n} Monate',
      year: 'alle {n} Jahre',
    },
    on: 'am {x}',
    onDays: 'am {x}. Tag',
    lastDay: 'letzten',
    in: 'im {x}',
    at: 'um {x}',
    from: 'ab {x}',
    until: 'bis {x}',
    times: '{n} Mal',
    once: 'einmal',
    and: 'und',
  },
  fr: {
    every: {
      hour: 'toutes les heures',
      day: 'tous les jours',
      week: 'toutes les semaines',
      month: 'tous les mois',
      year: 'tous les ans',
      weekday: 'chaque jour ouvré',
    },
    everyN: {
      hour: 'toutes les {n} heures',
      day: 'tous les {n} jours',
      week: 'toutes les {n} semaines',
      month: 'tous les {n} mois',
      year: 'tous les {n} ans',
    },
    on: 'le {x}',
    onDays: 'le {x} du mois',
    lastDay: 'dernier jour',
    in: 'en {x}',
    at: 'à {x}',
    from: 'à partir de {x}',
    until: "jusqu'au {x}",
    times: '{n} fois',
    once: 'une fois',
    and: 'et',
  },
};

const UNIT = { hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;
const WORKDAYS: readonly WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];
/** 2024-01-01 was a Monday: the reference dates the day names are read from. */
const DAY_INDEX: Record<WeekdayCode, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };

const fill = (text: string, x: string | number) => text.replace(/\{[nx]\}/, String(x));

function list(items: string[], and: string): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

function dayName(lang: RecurrenceLanguage, code: WeekdayCode): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, DAY_INDEX[code])),
  );
}

function monthName(lang: RecurrenceLanguage, month: number): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );
}

function untilText(lang: RecurrenceLanguage, date: string, startYear: string): string {
  const sameYear = date.slice(0, 4) === startYear;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function frequencyText(rule: RecurrencePattern, t: Phrases, lang: RecurrenceLanguage): string[] {
  const days = rule.weekdays;
  const workdays = days.length === 5 && WORKDAYS.every((d) => days.includes(d));
  if (rule.frequency === 'weekly' && rule.interval === 1 && workdays) return [t.every.weekday];
  if (rule.frequency === 'weekly' && rule.interval === 1 && days.length === 7) return [t.every.day];
  const unit = UNIT[rule.frequency];
  const parts = [rule.interval === 1 ? t.every[unit] : fill(t.everyN[unit], rule.interval)];
  if (days.length)
    parts.push(
      fill(
        t.on,
        list(
          days.map((d) => dayName(lang, d)),
          t.and,
        ),
      ),
    );
  if (rule.by_month_day.length) {
    const named = [...rule.by_month_day.filter((d) => d > 0), ...rule.by_month_day.filter((d) => d < 0)].map(
      (d) => (d === -1 ? t.lastDay : String(d)),
    );
    parts.push(fill(t.onDays, list(named, t.and)));
  }
  if (rule.by_month.length)
    parts.push(
      fill(
        t.in,
        list(
          rule.by_month.map((m) => monthName(lang, m)),
          t.and,
        ),
      ),
    );
  return parts;
}

/**
 * Says a rule in words for the form and the list ("every weekday at 08:00, Europe/Berlin, until 31 March"); the
 * words are a short message table, not the library's, so they match the product's three languages.
 */
export function describeRecurrence(rule: RecurrencePattern, lang: RecurrenceLanguage): string {
  const t = RECURRENCE_PHRASES[lang];
  const minute = rule.start.slice(14, 16);
  const hours = rule.by_hour.length ? rule.by_hour : [Number(rule.start.slice(11, 13))];
  const clock = hours.map((h) => `${String(h).padStart(2, '0')}:${minute}`);
  const head = frequencyText(rule, t, lang).join(' ');
  const time =
    rule.frequency === 'hourly' && !rule.by_hour.length
      ? fill(t.from, clock[0] ?? '')
      : fill(t.at, list(clock, t.and));
  const parts = [`${head} ${time}`, rule.time_zone];
  if (rule.end.kind === 'until')
    parts.push(fill(t.until, untilText(lang, rule.end.until, rule.start.slice(0, 4))));
  if (rule.end.kind === 'count') parts.push(rule.end.count === 1 ? t.once : fill(t.times, rule.end.count));
  return parts.join(', ');
}
