import { describe, expect, it } from 'vitest';
import { buildTimezoneList, formatOffset, timezoneList, zoneOffsetMinutes } from './timezones';

describe('formatOffset', () => {
  it.each([
    [0, '+00:00'],
    [330, '+05:30'],
    [-660, '-11:00'],
    [840, '+14:00'],
    [-210, '-03:30'],
    [345, '+05:45'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});

describe('zoneOffsetMinutes', () => {
  it('reads summer and winter offsets', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', new Date(Date.UTC(2025, 0, 15)))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date(Date.UTC(2025, 6, 15)))).toBe(120);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
  });
});

describe('buildTimezoneList', () => {
  it('uses the standard offset on both hemispheres and labels entries', () => {
    const list = buildTimezoneList(['Australia/Sydney', 'Europe/Berlin', 'America/New_York']);
    expect(list).toEqual([
      { offset: '-05:00', label: '(GMT-05:00) America/New_York', tzCode: 'America/New_York' },
      { offset: '+01:00', label: '(GMT+01:00) Europe/Berlin', tzCode: 'Europe/Berlin' },
      { offset: '+10:00', label: '(GMT+10:00) Australia/Sydney', tzCode: 'Australia/Sydney' },
    ]);
  });

  it('drops zones outside GMT-11:00..GMT+14:00 and duplicates', () => {
    const list = buildTimezoneList([
      'Etc/GMT+12',
      'Pacific/Pago_Pago',
      'Pacific/Kiritimati',
      'Pacific/Kiritimati',
    ]);
    expect(list.map((e) => e.tzCode)).toEqual(['Pacific/Pago_Pago', 'Pacific/Kiritimati']);
  });
});

describe('timezoneList', () => {
  const list = timezoneList();

  it('spans exactly GMT-11:00 to GMT+14:00, sorted by offset', () => {
    expect(list[0]?.offset).toBe('-11:00');
    expect(list.at(-1)?.offset).toBe('+14:00');
    const minutes = list.map(
      (e) =>
        (e.offset.startsWith('-') ? -1 : 1) * (Number(e.offset.slice(1, 3)) * 60 + Number(e.offset.slice(4))),
    );
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
  });

  it('is the full list with unique codes, including UTC and half-hour zones', () => {
    expect(list.length).toBeGreaterThan(300);
    expect(new Set(list.map((e) => e.tzCode)).size).toBe(list.length);
    expect(list.some((e) => e.tzCode === 'UTC')).toBe(true);
    // ICU names India's zone Asia/Calcutta or Asia/Kolkata depending on the runtime.
    expect(list.find((e) => /^Asia\/(Kolkata|Calcutta)$/.test(e.tzCode))?.offset).toBe('+05:30');
  });
});
