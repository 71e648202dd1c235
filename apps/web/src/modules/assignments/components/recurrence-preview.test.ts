import { describe, expect, it } from 'vitest';
import { defaultRecurrence } from './form-values';
import { occurrenceText, previewOf } from './recurrence-preview';

describe('recurrence preview', () => {
  const rule = { ...defaultRecurrence(new Date(2027, 2, 20), 'Europe/Berlin'), start: '2027-03-24T08:00' };

  it('says the rule in the reader’s language and lists ten occurrences at 08:00 across the spring change', () => {
    const preview = previewOf(rule, 'de', new Date('2027-03-01T00:00:00Z'));
    expect(preview?.text).toContain('Europe/Berlin');
    expect(preview?.occurrences).toHaveLength(10);
    const locals = preview?.occurrences.map((o) => o.local) ?? [];
    expect(locals.every((l) => l.slice(11, 16) === '08:00')).toBe(true);
    expect(locals[0]).toBe('2027-03-24T08:00+01:00');
    expect(locals[9]).toBe('2027-04-02T08:00+02:00');
  });

  it('writes an occurrence in the rule’s zone with its offset', () => {
    const [first] = previewOf(rule, 'en', new Date('2027-03-01T00:00:00Z'))?.occurrences ?? [];
    const text = occurrenceText(first!, 'Europe/Berlin', 'en-GB');
    expect(text).toContain('08:00');
    expect(text).toContain('GMT+1');
  });

  it('says nothing for an incomplete rule', () => {
    expect(previewOf({ ...rule, start: '2027-03' }, 'en', new Date())).toBeNull();
    expect(previewOf(null, 'en', new Date())).toBeNull();
  });
});
