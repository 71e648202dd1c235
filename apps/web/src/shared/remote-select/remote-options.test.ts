import { describe, expect, it } from 'vitest';
import { mergeSelectItems, remoteSelectParams } from './remote-options';

describe('mergeSelectItems', () => {
  it('keeps chosen values the search did not return, with their known labels', () => {
    expect(mergeSelectItems([{ id: 1, name: 'Ann' }], ['1', '9', '8'], new Map([['9', 'Zed']]))).toEqual([
      { value: '1', label: 'Ann' },
      { value: '9', label: 'Zed' },
      { value: '8', label: '8' },
    ]);
  });
  it('uses a caller label function', () => {
    expect(mergeSelectItems([{ id: 'a', email: 'a@x' }], [], new Map(), (o) => `<${o.email}>`)).toEqual([
      { value: 'a', label: '<a@x>' },
    ]);
  });
});

describe('remoteSelectParams', () => {
  it.each([
    ['', [], {}, {}],
    ['  ann ', [], {}, { q: 'ann' }],
    ['', ['1', '2'], { limit: 20 }, { ids: ['1', '2'], limit: 20 }],
  ])('q=%j ids=%j', (q, ids, extra, expected) => {
    expect(remoteSelectParams(q, ids, extra)).toEqual(expected);
  });
});
