import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TemplateDocument } from '../document.schema';
import type { Item } from '../item.schema';
import { ARBITRARY_TYPES, documentArb } from '../test-arbitraries';
import { finishEdit, finishEditFully } from './op-result';
import type { OpResult } from './op-result';
import { replaceItem } from './update-item';

/** A raw in-place change of one item, as an op would hand it to finishEdit before any check. */
type Change = (item: Item, doc: TemplateDocument) => Item;

const idx = fc.noBias(fc.nat(1_000_000));
const pickId = (doc: TemplateDocument, n: number) => doc.items[n % doc.items.length]?.id ?? '';

const editArb: fc.Arbitrary<{ kind: string; change: Change }> = fc.oneof(
  fc.string({ maxLength: 8 }).map((title) => ({ kind: 'title', change: (i: Item) => ({ ...i, title }) })),
  fc.boolean().map((required) => ({
    kind: 'required',
    change: (i: Item) => ({ ...i, options: { ...i.options, required } }),
  })),
  fc.boolean().map((visible) => ({ kind: 'visible', change: (i: Item) => ({ ...i, visible }) })),
  fc.array(idx, { maxLength: 3 }).map((refs) => ({
    kind: 'calculation',
    change: (i: Item, d: TemplateDocument) => ({
      ...i,
      options: { ...i.options, calculations: { value: 'x', items: refs.map((n) => pickId(d, n)) } },
    }),
  })),
  fc.boolean().map((repeatable) => ({
    kind: 'repeatable',
    change: (i: Item) => ({ ...i, options: { ...i.options, repeatable } }),
  })),
  fc.nat(4).map((depth) => ({ kind: 'depth', change: (i: Item) => ({ ...i, depth }) })),
  fc
    .constantFrom<Item['type']>('page', 'section', ...ARBITRARY_TYPES)
    .map((type) => ({ kind: 'type', change: (i: Item) => ({ ...i, type }) })),
);
const changeArb = fc.record({ at: idx, edit: editArb });

/** What an op would see: the outcome reduced to comparable data. */
function outcome(result: OpResult) {
  if (!result.ok) return { ok: false, conflicts: [...result.conflicts].map((c) => JSON.stringify(c)).sort() };
  return { ok: true, doc: result.doc };
}

const shortcutTaken = new Map<string, number>();

describe('finishEdit shortcut (property)', { timeout: 60_000 }, () => {
  it('agrees with the whole-document check on random in-place item edits', () => {
    fc.assert(
      fc.property(documentArb, fc.array(changeArb, { minLength: 1, maxLength: 20 }), (start, changes) => {
        const loaded = finishEditFully(start, start);
        if (!loaded.ok) return;
        let doc = loaded.doc;
        for (const { at, edit } of changes) {
          const { change, kind } = edit;
          const item = doc.items[at % doc.items.length] as Item;
          const after = replaceItem(doc, change(item, doc));
          const fast = finishEdit(doc, after);
          const full = finishEditFully(doc, after);
          expect(outcome(fast)).toEqual(outcome(full));
          if (fast.ok && fast.doc.relations === doc.relations)
            shortcutTaken.set(kind, (shortcutTaken.get(kind) ?? 0) + 1);
          if (fast.ok) doc = fast.doc;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('took the shortcut for titles and plain options', () => {
    for (const kind of ['title', 'required', 'visible'])
      expect(shortcutTaken.get(kind) ?? 0, kind).toBeGreaterThan(10);
  });
});
