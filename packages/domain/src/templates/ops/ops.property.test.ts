import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from '../document.schema';
import type { TemplateDocument } from '../document.schema';
import { buildDependencies, buildRelations } from '../references';
import { fromServerShape, toServerShape } from '../serialise';
import { ARBITRARY_TYPES, documentArb } from '../test-arbitraries';
import { ruleSetFor } from '../test-fixtures';
import { validateDocumentStructure } from '../validate-structure';
import { addItem } from './add-item';
import { copyItems, pasteItems } from './clipboard';
import { deleteItems } from './delete-items';
import { duplicateItem } from './duplicate-item';
import { insertPage } from './insert-page';
import { moveItem, movePage } from './move-item';
import type { OpResult } from './op-result';
import { clearRepeatAndGroup, makeGrouped, makeRepeatable } from './repeat-and-group';
import { removeRuleSet, setRuleSet } from './rule-set-ops';
import { updateItem } from './update-item';

type Run = (doc: TemplateDocument, ids: () => string) => OpResult;
interface Op {
  name: string;
  run: Run;
}
const named =
  (name: string) =>
  (run: Run): Op => ({ name, run });

const pick = (doc: TemplateDocument, n: number) => doc.items[n % doc.items.length]?.id ?? '';
/** Picks among non-page rows, for ops that pages would refuse outright. */
const pickChild = (doc: TemplateDocument, n: number) => {
  const rows = doc.items.filter((i) => i.depth > 0);
  return rows[n % rows.length]?.id ?? '';
};
const pageIds = (doc: TemplateDocument) => doc.items.filter((i) => i.depth === 0).map((i) => i.id);
/** Unbiased indexes: a biased nat keeps picking the first items (the fixed start page). */
const idx = fc.noBias(fc.nat(1_000_000));
const depthArb = fc.option(fc.nat(4), { nil: undefined, freq: 2 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc
    .record({ type: fc.constantFrom(...ARBITRARY_TYPES), at: idx, depth: depthArb })
    .map(
      ({ type, at, depth }): Run =>
        (d, ids) =>
          addItem(d, { type, afterId: pick(d, at), depth }, ids),
    )
    .map(named('add')),
  fc
    .option(idx, { nil: null })
    .map(
      (at): Run =>
        (d, ids) =>
          insertPage(d, at === null ? null : (pageIds(d)[at % pageIds(d).length] ?? null), ids),
    )
    .map(named('insertPage')),
  fc
    .record({ from: idx, at: idx, depth: depthArb })
    .map(
      ({ from, at, depth }): Run =>
        (d) =>
          moveItem(d, pickChild(d, from), { afterId: pick(d, at), depth }),
    )
    .map(named('move')),
  fc
    .record({ from: idx, at: idx })
    .map(
      ({ from, at }): Run =>
        (d) =>
          movePage(d, pageIds(d)[from % pageIds(d).length] ?? '', pageIds(d)[at % pageIds(d).length] ?? ''),
    )
    .map(named('movePage')),
  fc
    .array(idx, { minLength: 1, maxLength: 3 })
    .map(
      (at): Run =>
        (d) =>
          deleteItems(
            d,
            at.map((n) => pick(d, n)),
          ),
    )
    .map(named('delete')),
  idx
    .map(
      (at): Run =>
        (d, ids) =>
          duplicateItem(d, pick(d, at), ids),
    )
    .map(named('duplicate')),
  fc
    .record({ at: idx, max: fc.integer({ min: 1, max: 9 }) })
    .map(
      ({ at, max }): Run =>
        (d, ids) =>
          makeRepeatable(d, pick(d, at), { max }, ids),
    )
    .map(named('repeatable')),
  idx
    .map(
      (at): Run =>
        (d, ids) =>
          makeGrouped(d, pick(d, at), { type: 'horizontal' }, ids),
    )
    .map(named('grouped')),
  idx
    .map(
      (at): Run =>
        (d) =>
          clearRepeatAndGroup(d, pick(d, at)),
    )
    .map(named('clear')),
  fc
    .record({ at: idx, refs: fc.array(idx, { maxLength: 3 }) })
    .map(
      ({ at, refs }): Run =>
        (d) =>
          updateItem(d, pick(d, at), {
            options: { calculations: { value: 'x', items: refs.map((n) => pick(d, n)) } },
          }),
    )
    .map(named('calculation')),
  fc
    .record({ at: idx, related: fc.array(idx, { maxLength: 2 }), target: idx, uuid: idx })
    .map(
      ({ at, related, target, uuid }): Run =>
        (d) =>
          setRuleSet(
            d,
            pick(d, at),
            ruleSetFor(
              `rule${uuid}`,
              related.map((n) => pick(d, n)),
              [pick(d, target)],
            ),
          ),
    )
    .map(named('setRuleSet')),
  idx
    .map(
      (at): Run =>
        (d) =>
          removeRuleSet(d, pick(d, at)),
    )
    .map(named('removeRuleSet')),
  fc
    .record({ from: fc.array(idx, { minLength: 1, maxLength: 2 }), at: idx, depth: depthArb })
    .map(({ from, at, depth }): Run => (d, ids) => {
      const copied = copyItems(
        d,
        from.map((n) => pick(d, n)),
      );
      if (!copied.ok) return copied;
      return pasteItems(d, copied.clipboard, { afterId: pick(d, at), depth }, ids);
    })
    .map(named('paste')),
);

/** An independent check of the tree invariants, so the property does not only trust the validator. */
function expectTree(doc: TemplateDocument): void {
  const seen = new Map<string, number>();
  doc.items.forEach((item, i) => {
    expect(seen.has(item.id)).toBe(false);
    seen.set(item.id, i);
    if (item.depth === 0) {
      expect(item.parent_id).toBeNull();
      expect(['page', 'start_page', 'end_page', 'hidden_page']).toContain(item.type);
      return;
    }
    const parentAt = seen.get(item.parent_id ?? '');
    expect(parentAt).toBeDefined();
    const parent = doc.items[parentAt ?? -1];
    expect(parent && item.depth).toBe((parent?.depth ?? -2) + 1);
    for (let j = (parentAt ?? 0) + 1; j < i; j += 1)
      expect(doc.items[j]?.depth ?? 0).toBeGreaterThan(parent?.depth ?? 0);
  });
}

function expectSound(doc: TemplateDocument): void {
  expectTree(doc);
  const report = validateDocumentStructure(doc);
  expect(report.issues).toEqual([]);
  expect(report.conflicts).toEqual([]);
  expect(templateDocumentSchema.safeParse(doc).success).toBe(true);
  expect(doc.relations).toEqual(buildRelations(doc));
  expect(doc.dependencies).toEqual(buildDependencies(doc));
}

const applied = new Map<string, number>();

/** Property runs take seconds on a loaded 2-core machine; the default 5 s timeout is too tight. */
describe('template ops (property)', { timeout: 60_000 }, () => {
  it('random documents are valid', () => {
    fc.assert(
      fc.property(documentArb, (doc) => expectSound(doc)),
      { numRuns: 200 },
    );
  });

  it('every op sequence keeps the document valid, and a refused op changes nothing', () => {
    fc.assert(
      fc.property(documentArb, fc.array(opArb, { maxLength: 25 }), (start, ops) => {
        let doc = start;
        let n = 0;
        const ids = () => `g${++n}`;
        for (const op of ops) {
          const before = JSON.stringify(doc);
          const result = op.run(doc, ids);
          expect(JSON.stringify(doc)).toBe(before);
          if (!result.ok) {
            expect(result.conflicts.length).toBeGreaterThan(0);
            continue;
          }
          applied.set(op.name, (applied.get(op.name) ?? 0) + 1);
          expect(result.doc.has_draft).toBe(true);
          expect(result.doc.need_merge_request).toBe(false);
          expectSound(result.doc);
          doc = result.doc;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('exercised every op on its success path', () => {
    const names = ['add', 'insertPage', 'move', 'movePage', 'delete', 'duplicate', 'repeatable', 'grouped'];
    const more = ['clear', 'calculation', 'setRuleSet', 'removeRuleSet', 'paste'];
    // Some ops succeed only on rare random documents (a rule set to remove); a few successes each is enough.
    for (const name of [...names, ...more]) expect(applied.get(name) ?? 0, name).toBeGreaterThan(2);
  });

  it('the server shape round-trips', () => {
    fc.assert(
      fc.property(documentArb, fc.array(opArb, { maxLength: 10 }), (start, ops) => {
        let n = 0;
        const ids = () => `g${++n}`;
        const doc = ops.reduce((d, op) => {
          const r = op.run(d, ids);
          return r.ok ? r.doc : d;
        }, start);
        const server = toServerShape(doc, ids);
        expect(server.items.some((i) => typeof i.options.quality === 'object')).toBe(false);
        expect(fromServerShape(server)).toEqual(doc);
        expect(toServerShape(fromServerShape(server))).toEqual(server);
      }),
      { numRuns: 200 },
    );
  });
});
