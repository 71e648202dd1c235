import { createRulesEngine, ruleSetSchema } from '@fieldbook/domain/rules';
import { act, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { answerKey, completionProblems, requiredProgress } from './completion';
import type { LocalAnswer } from './local/runner-db';

/** A yes/no whose No requires a note and a photo, a required number with a bound, and a required signature. */
const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'P' },
    { id: 'ok', type: 'yesno', depth: 1, parent_id: 'p', title: 'Fine?', options: { response_set_id: 'rs' } },
    { id: 'n', type: 'number', depth: 1, parent_id: 'p', title: 'N', options: { required: true, max: 5 } },
    { id: 'sig', type: 'signature', depth: 1, parent_id: 'p', title: 'Sign', options: { required: true } },
  ],
  response_sets: [
    {
      uuid: 'rs',
      options: [
        { uuid: 'y', label: 'Yes' },
        { uuid: 'no', label: 'No' },
      ],
    },
  ],
  rule_sets: [
    ruleSetSchema.parse(
      rules('rs1', [
        [group('and', when('ok', 'equals', 'no')), [act('require_note', 'ok'), act('require_media', 'ok')]],
      ]),
    ),
  ],
});

const answer = (itemId: string, over: Partial<LocalAnswer>): [string, LocalAnswer] => [
  answerKey(itemId, 0),
  {
    inspection_id: 'i',
    item_id: itemId,
    instance: 0,
    value: null,
    note: null,
    media: [],
    rating: null,
    changed: {},
    ...over,
  },
];

describe('completionProblems', () => {
  it('lists required answers, bounds, required notes, media and drawn signatures in document order', () => {
    const engine = createRulesEngine(doc);
    engine.setAnswer('ok', 'no');
    engine.setAnswer('n', 9);
    engine.setAnswer('sig', 'Ana');
    const found = completionProblems(doc, engine, new Map());
    expect(found.map((p) => [p.item_id, p.key])).toEqual([
      ['ok', 'inspection-runner:problems.noteRequired'],
      ['n', 'template-preview:answerProblems.lessThan'],
      ['sig', 'inspection-runner:problems.signatureRequired'],
    ]);
    expect(requiredProgress(doc, engine, new Map())).toEqual({ answered: 2, total: 2 });
  });

  it('is satisfied once the note, the photo and the drawing are there', () => {
    const engine = createRulesEngine(doc);
    engine.setAnswer('ok', 'no');
    engine.setAnswer('n', 3);
    engine.setAnswer('sig', 'Ana');
    const file = { id: 'f', name: 'a.jpg', mime: 'image/jpeg' };
    const answers = new Map([
      answer('ok', { note: 'Cracked', media: [file] }),
      answer('sig', { media: [file] }),
    ]);
    expect(completionProblems(doc, engine, answers)).toEqual([]);
  });

  it('asks for a missing required answer first', () => {
    const engine = createRulesEngine(doc);
    expect(completionProblems(doc, engine, new Map())[0]).toMatchObject({
      item_id: 'n',
      key: 'common:gen.validations.required',
    });
  });

  it('counts a required photo question answered by its media, in the problems and the progress alike', () => {
    const photos = templateDocumentSchema.parse({
      template_id: 't',
      items: [
        { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'P' },
        { id: 'ph', type: 'photo', depth: 1, parent_id: 'p', title: 'Tyres', options: { required: true } },
      ],
    });
    const engine = createRulesEngine(photos);
    expect(completionProblems(photos, engine, new Map()).map((p) => p.item_id)).toEqual(['ph']);
    expect(requiredProgress(photos, engine, new Map())).toEqual({ answered: 0, total: 1 });
    const taken = new Map([answer('ph', { media: [{ id: 'f', name: 'tyre.jpg', mime: 'image/jpeg' }] })]);
    expect(completionProblems(photos, engine, taken)).toEqual([]);
    expect(requiredProgress(photos, engine, taken)).toEqual({ answered: 1, total: 1 });
  });
});
