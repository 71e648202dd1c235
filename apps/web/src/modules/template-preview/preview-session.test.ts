import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { PreviewSession } from './preview-session';

/** Two numbers, their sum, and a third number nothing reads. */
const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Page' },
    { id: 'a', type: 'number', depth: 1, parent_id: 'p', title: 'A' },
    { id: 'b', type: 'number', depth: 1, parent_id: 'p', title: 'B' },
    {
      id: 'sum',
      type: 'calculation',
      depth: 1,
      parent_id: 'p',
      title: 'Sum',
      options: { calculations: { value: '{a} + {b}', items: ['a', 'b'] } },
    },
    { id: 'c', type: 'number', depth: 1, parent_id: 'p', title: 'C' },
  ],
});

describe('PreviewSession', () => {
  it('moves the version of the items an answer changed, not of the others', () => {
    const session = new PreviewSession();
    session.load(doc);
    const before = {
      a: session.itemVersion('a', 0),
      sum: session.itemVersion('sum', 0),
      c: session.itemVersion('c', 0),
    };
    session.answer('a', 2);
    expect(session.itemVersion('a', 0)).toBeGreaterThan(before.a);
    expect(session.itemVersion('sum', 0)).toBeGreaterThan(before.sum);
    expect(session.itemVersion('c', 0)).toBe(before.c);
  });

  it('rebuilds nothing when restored with the answers it holds, and rebuilds for others', () => {
    const session = new PreviewSession();
    session.load(doc);
    session.answer('a', 2);
    session.answer('b', undefined);
    const engine = session.engine;
    session.restore({ answers: [{ item_id: 'a', instance: 0, value: 2 }] });
    expect(session.engine).toBe(engine);
    session.restore({
      answers: [
        { item_id: 'a', instance: 0, value: 2 },
        { item_id: 'b', instance: 0, value: 3 },
      ],
    });
    expect(session.engine).not.toBe(engine);
    expect(session.engine?.stateOf('sum').value).toBe(5);
  });
});
