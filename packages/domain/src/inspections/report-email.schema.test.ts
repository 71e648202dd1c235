import { describe, expect, it } from 'vitest';
import { checkRecipients, reportEmailRequestSchema, splitRecipients } from './report-email.schema';

describe('report e-mail request', () => {
  it.each([
    ['a@example.com, b@example.com', ['a@example.com', 'b@example.com']],
    ['a@example.com;b@example.com\nc@example.com', ['a@example.com', 'b@example.com', 'c@example.com']],
    ['  ', []],
  ])('splits %j', (text, expected) => {
    expect(splitRecipients(text)).toEqual(expected);
  });

  it('lower-cases and de-duplicates addresses, refuses bad ones and empty lists', () => {
    expect(reportEmailRequestSchema.parse({ recipients: ['A@Example.com', 'a@example.com'] })).toEqual({
      recipients: ['a@example.com'],
      message: '',
    });
    expect(reportEmailRequestSchema.safeParse({ recipients: ['nope'] }).success).toBe(false);
    expect(reportEmailRequestSchema.safeParse({ recipients: [] }).success).toBe(false);
  });

  it.each([
    ['', { ok: false, error: 'required' }],
    ['a@example.com, nope, b@', { ok: false, error: 'invalid', invalid: ['nope', 'b@'] }],
    [Array.from({ length: 11 }, (_, i) => `r${i}@example.com`).join(','), { ok: false, error: 'tooMany' }],
    [
      'A@example.com a@example.com b@example.com',
      { ok: true, recipients: ['a@example.com', 'b@example.com'] },
    ],
  ])('checks %j', (text, expected) => {
    expect(checkRecipients(text)).toEqual(expected);
  });
});
