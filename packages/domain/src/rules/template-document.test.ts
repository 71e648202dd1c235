import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from '../templates/document.schema';
import { sequentialIds } from '../templates/ids';
import { setRuleSet } from '../templates/ops/rule-set-ops';
import { createTemplate } from '../templates/ops/seed';
import { validateAnswers } from './answer-validation';
import { deriveRuleSetReferences } from './conditions';
import { createRulesEngine } from './engine';
import { RULE_MESSAGES } from './messages';
import { validateRules } from './references';
import { ruleSetSchema } from './rule-set.schema';
import { act, group, rules, when } from './test-fixtures';

describe('the real template document', () => {
  it('runs a freshly seeded template: the hidden page is hidden and its end date required', () => {
    const doc = createTemplate({ template_id: 't' }, sequentialIds());
    const engine = createRulesEngine(doc);
    const end = doc.items.find((i) => i.type === 'inspection_real_end_date')!;
    expect(engine.stateOf(end.id)).toMatchObject({ visible: true, hidden: true, required: true });
    const problems = validateAnswers(doc.items, engine.snapshot().items);
    expect(problems).toEqual([{ key: RULE_MESSAGES.required, item_id: end.id, instance: 0 }]);
  });

  it('runs rule sets saved through the templates op, with derived related and action items', () => {
    const doc = templateDocumentSchema.parse({
      template_id: 't',
      items: [
        { id: 'p', type: 'page', depth: 0, parent_id: null },
        { id: 'q1', type: 'yesno', depth: 1, parent_id: 'p' },
        { id: 'sec', type: 'section', depth: 1, parent_id: 'p', options: { repeatable: true } },
        { id: 'q2', type: 'number', depth: 2, parent_id: 'sec' },
      ],
    });
    const ruleSet = ruleSetSchema.parse(
      rules('rs', [
        [
          group('and', when('q1', 'equals', 'no')),
          [act('show', 'sec'), act('set_color', 'q1', { color: 'red' })],
        ],
      ]),
    );
    const saved = setRuleSet(doc, 'q1', { ...ruleSet, ...deriveRuleSetReferences(ruleSet) });
    if (!saved.ok) throw new Error(JSON.stringify(saved.conflicts));
    expect(saved.doc.rule_sets[0]).toMatchObject({ related_items: ['q1'], action_items: ['sec', 'q1'] });
    expect(validateRules(saved.doc)).toEqual([]);
    const engine = createRulesEngine(saved.doc, { answers: [{ item_id: 'q2', instance: 1, value: 3 }] });
    expect(engine.stateOf('q2', 1)).toMatchObject({ visible: false, value: null });
    engine.setAnswer('q1', 'no');
    expect(engine.stateOf('q2', 1)).toMatchObject({ visible: true, value: 3 });
    expect(engine.stateOf('q1').color).toBe('red');
  });
});
