import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, restrictionMessage, uploadErrorMessage } from './upload-messages';

describe('uploadErrorMessage (spec §8 order)', () => {
  it.each([
    [
      'first field message wins',
      { message: 'Invalid', data: { file: 'Type not allowed', x: 'other' } },
      { text: 'Type not allowed' },
    ],
    ['empty field messages are skipped', { message: 'Invalid', data: { file: '' } }, { text: 'Invalid' }],
    ['non-string data ignored', { message: 'Too big', data: { retry: 3 } }, { text: 'Too big' }],
    ['server message', { message: 'Storage full', data: null }, { text: 'Storage full' }],
    ['nothing usable', { message: '  ' }, { key: UPLOAD_MESSAGES.unexpected }],
    ['no body', null, { key: UPLOAD_MESSAGES.unexpected }],
  ])('%s', (_name, body, expected) => {
    expect(uploadErrorMessage(body)).toEqual(expected);
  });
});

describe('restrictionMessage', () => {
  it('names the file and carries the reason with its placeholders', () => {
    expect(
      restrictionMessage('plan.pdf', { key: UPLOAD_MESSAGES.tooLarge, params: { max: '28 MB' } }),
    ).toEqual({
      key: UPLOAD_MESSAGES.restriction,
      params: { name: 'plan.pdf', reason: UPLOAD_MESSAGES.tooLarge, max: '28 MB' },
    });
  });
});
