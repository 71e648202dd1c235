import { describe, expect, it } from 'vitest';
import { refusalOf, restrictionText, serverUploadError } from './upload-checks';

const translate = (key: string, params: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(params)
    .filter(([name]) => name !== 'reason' || !String(params.reason).includes('.'))
    .map(([name, value]) => `${name}=${value}`)
    .join(',')})`;

describe('upload checks', () => {
  it.each([
    [{ name: 'plan.pdf', size: 50_000, type: 'application/pdf' }, null],
    [{ name: 'logo.png', size: 90, type: 'image/png' }, null],
    [{ name: 'empty.pdf', size: 0, type: 'application/pdf' }, 'upload.errors.too_small'],
    [{ name: 'huge.pdf', size: 30 * 1024 * 1024, type: 'application/pdf' }, 'upload.errors.too_large'],
    [{ name: 'run.exe', size: 50_000, type: 'application/x-msdownload' }, 'upload.errors.type_not_allowed'],
    [{ name: 'a:b.pdf', size: 50_000, type: 'application/pdf' }, 'file_manager.errors.name_invalid'],
  ])('%j', (file, reason) => {
    const refusal = refusalOf(file);
    expect(refusal?.params?.reason ?? null).toBe(reason);
    if (refusal)
      expect(refusal).toMatchObject({ key: 'upload.errors.restriction', params: { name: file.name } });
  });

  it('writes the name and the translated reason with its limit', () => {
    const refusal = refusalOf({ name: 'empty.pdf', size: 0, type: 'application/pdf' });
    expect(
      restrictionText(refusal!, (key, params = {}) =>
        key === 'upload.errors.restriction' ? `${params.name}: ${params.reason}` : `${key} ${params.min}`,
      ),
    ).toBe('empty.pdf: upload.errors.too_small 1 B');
  });

  it('prefers the first field message of the server, then its message, then "Unexpected Error"', () => {
    const body = JSON.stringify({ message: 'Invalid', error_code: 'x', data: { file: 'Type not allowed' } });
    expect(serverUploadError(body, translate)).toBe('Type not allowed');
    expect(serverUploadError(JSON.stringify({ message: 'Storage full' }), translate)).toBe('Storage full');
    expect(serverUploadError('<html>proxy</html>', translate)).toBe('upload.errors.unexpected()');
    expect(serverUploadError(undefined, translate)).toBe('upload.errors.unexpected()');
  });
});
