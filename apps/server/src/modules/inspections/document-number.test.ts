import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './document-number';

describe('formatDocumentNumber', () => {
  it.each([
    ['{0}', [{ type: 'unique_number' as const, start: 1 }], 1, '1'],
    ['INS-{0}', [{ type: 'unique_number' as const, start: 100 }], 3, 'INS-102'],
    [
      '{1}/{0}',
      [
        { type: 'unique_number' as const, start: 1 },
        { type: 'item' as const, item_id: 'x' },
      ],
      2,
      '/2',
    ],
    ['{5}', [], 1, ''],
  ])('%s with %o, number %i → %s', (format, parts, issued, expected) => {
    expect(formatDocumentNumber(format, parts, issued)).toBe(expected);
  });
});
