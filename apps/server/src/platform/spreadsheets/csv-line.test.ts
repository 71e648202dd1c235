import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv-line';

describe('csvField', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    [42, '42'],
    [-1.5, "'-1.5"],
    [0, '0'],
    [true, 'true'],
    [false, 'false'],
    ['', ''],
    [{ a: 1 }, '"{""a"":1}"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1+2', "'-1+2"],
    [new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05.000Z'],
  ])('writes %j as %s', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
