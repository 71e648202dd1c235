import { describe, expect, it } from 'vitest';
import { detectContentType, isUtf8Text } from './detect-type';
import { testFiles } from './test-files';

describe('detectContentType', () => {
  it.each([
    ['png', testFiles.png(), 'photo.png', 'image/png'],
    ['jpeg', testFiles.jpeg(), 'photo.jpg', 'image/jpeg'],
    ['gif', testFiles.gif(), 'anim.gif', 'image/gif'],
    ['webp', testFiles.webp(), 'photo.webp', 'image/webp'],
    ['pdf', testFiles.pdf(), 'report.pdf', 'application/pdf'],
    [
      'xlsx',
      testFiles.xlsx(),
      'assets.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'docx',
      testFiles.docx(),
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['plain zip', testFiles.zip(), 'assets.xlsx', 'application/zip'],
    ['csv by content and name', testFiles.csv(), 'assets.CSV', 'text/csv'],
    ['text named .txt', testFiles.text(), 'notes.txt', 'text/plain'],
    ['text without a name', testFiles.text(), '', 'text/plain'],
    [
      'CSV with a UTF-8 byte-order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), testFiles.csv()]),
      'a.csv',
      'text/csv',
    ],
    ['a PNG named .csv is still a PNG', testFiles.png(), 'data.csv', 'image/png'],
    ['an executable named .png', testFiles.exe(), 'photo.png', 'application/x-msdownload'],
  ])('%s', async (_name, bytes, fileName, mime) => {
    expect((await detectContentType(bytes, true, fileName))?.mime).toBe(mime);
  });

  it.each([
    ['invalid UTF-8', testFiles.textThenBinary(20_000)],
    ['NUL bytes', testFiles.textWithNul()],
    ['empty', Buffer.alloc(0)],
  ])('refuses unknown binary content: %s', async (_name, bytes) => {
    expect(await detectContentType(bytes, true, 'x.csv')).toBeNull();
  });
});

describe('isUtf8Text', () => {
  const cut = Buffer.from('abc ü', 'utf8').subarray(0, 5);
  it('allows a character cut at the end of a sample, not of a whole file', () => {
    expect(isUtf8Text(cut, false)).toBe(true);
    expect(isUtf8Text(cut, true)).toBe(false);
  });

  it.each([
    ['tabs, CR LF, form feed', 'a\tb\r\nc\f', true],
    ['escape character', 'a\u001bb', false],
    ['DEL', 'a\u007fb', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isUtf8Text(Buffer.from(text), true)).toBe(expected);
  });
});
