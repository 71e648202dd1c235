import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_MIN_BYTES, checkUploadRestrictions, formatBytes } from './upload-limits';
import { UPLOAD_MESSAGES } from './upload-messages';

const KB = 1024;
const MB = 1024 * KB;

describe('upload limits', () => {
  it('are the spec figures, the 10 KB minimum only for the media uploader (ADR 186)', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxBytes: 28 * MB, maxFiles: 1 });
    expect(UPLOAD_MIN_BYTES).toEqual({
      image_marker: 10 * KB,
      file_manager: 1,
      data_import: 1,
      translation_import: 1,
      rating_icon: 1,
      inspection_media: 1,
      inspection_signature: 1,
    });
  });

  it.each([
    [1, 'image/png', null],
    [28 * MB, 'application/pdf', null],
    [0, 'image/png', { key: UPLOAD_MESSAGES.tooSmall, params: { min: '1 B' } }],
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
