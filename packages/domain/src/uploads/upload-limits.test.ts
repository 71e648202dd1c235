import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, checkUploadRestrictions, formatBytes } from './upload-limits';
import { UPLOAD_MESSAGES } from './upload-messages';

const KB = 1024;
const MB = 1024 * KB;

describe('upload limits', () => {
  it('are the spec figures', () => {
    expect(UPLOAD_LIMITS).toEqual({ minBytes: 10 * KB, maxBytes: 28 * MB, maxFiles: 1 });
  });

  it.each([
    [10 * KB, 'image/png', null],
    [28 * MB, 'application/pdf', null],
    [10 * KB - 1, 'image/png', { key: UPLOAD_MESSAGES.tooSmall, params: { min: '10 KB' } }],
    [28 * MB + 1, 'image/png', { key: UPLOAD_MESSAGES.tooLarge, params: { max: '28 MB' } }],
    [50 * KB, 'application/x-msdownload', { key: UPLOAD_MESSAGES.typeNotAllowed }],
    [50 * KB, 'IMAGE/PNG', null],
  ])('%d bytes of %s', (size, type, expected) => {
    expect(checkUploadRestrictions({ size, type })).toEqual(expected);
  });

  it('uses the given type list', () => {
    const restrictions = { minBytes: 0, maxBytes: MB, allowedTypes: ['text/csv'] };
    expect(checkUploadRestrictions({ size: 5, type: 'text/csv' }, restrictions)).toBeNull();
    expect(checkUploadRestrictions({ size: 5, type: 'image/png' }, restrictions)?.key).toBe(
      UPLOAD_MESSAGES.typeNotAllowed,
    );
  });

  it.each([
    [500, '500 B'],
    [10 * KB, '10 KB'],
    [1536, '1.5 KB'],
    [28 * MB, '28 MB'],
  ])('formatBytes(%d) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
