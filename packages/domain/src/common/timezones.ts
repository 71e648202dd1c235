/** One entry of the timezone picker (spec §3 "Timezone entry: offset, label, tzCode"). */
export interface TimezoneEntry {
  /** Standard (non-summer) offset from UTC, as "+05:30" or "-11:00". */
  offset: string;
  /** What the picker shows, as "(GMT+05:30) Asia/Kolkata". */
  label: string;
  /** IANA zone name stored in the user's tz_code. */
  tzCode: string;
}

/** The spec's range for the full timezone list: GMT-11:00 to GMT+14:00, in minutes. */
export const TIMEZONE_OFFSET_RANGE = { min: -11 * 60, max: 14 * 60 } as const;

// Offsets are read on two fixed dates so the list does not change with the day it is built;
// the smaller one is the standard offset on either hemisphere (summer time always adds).
const REFERENCE_DATES = [new Date(Date.UTC(2025, 0, 15)), new Date(Date.UTC(2025, 6, 15))];

/** Minutes east of UTC for a zone at a given instant, from the runtime's timezone data. */
export function zoneOffsetMinutes(tzCode: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: tzCode, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Unknown timezone ${tzCode}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Formats minutes east of UTC as the picker's "+05:30" offset text. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Builds the picker list from zone names: standard offsets in the spec's range, sorted by offset then name. */
export function buildTimezoneList(tzCodes: readonly string[]): TimezoneEntry[] {
  const entries = [...new Set(tzCodes)].map((tzCode) => ({
    tzCode,
    minutes: Math.min(...REFERENCE_DATES.map((at) => zoneOffsetMinutes(tzCode, at))),
  }));
  return entries
    .filter(({ minutes }) => minutes >= TIMEZONE_OFFSET_RANGE.min && minutes <= TIMEZONE_OFFSET_RANGE.max)
    .sort((a, b) => a.minutes - b.minutes || a.tzCode.localeCompare(b.tzCode))
    .map(({ tzCode, minutes }) => {
      const offset = formatOffset(minutes);
      return { offset, label: `(GMT${offset}) ${tzCode}`, tzCode };
    });
}

let cached: TimezoneEntry[] | undefined;

/** The full timezone list of account preferences, built once from the runtime's IANA zones plus UTC. */
export function timezoneList(): TimezoneEntry[] {
  cached ??= buildTimezoneList(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return cached;
}
