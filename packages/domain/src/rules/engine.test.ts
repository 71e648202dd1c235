import { describe, expect, it } from 'vitest';
import { createRulesEngine, evaluateTemplate } from './engine';
import { RulesCompileError } from './program';
import { act, group, item, rules, when } from './test-fixtures';
import type { RulesTemplate } from './template-input';

const page = item('p', 'page', {}, null);
const calc = (id: string, value: string, extra: Record<string, unknown> = {}, parent = 'p') =>
  item(id, 'calculation', { calculations: { value, items: [] }, ...extra }, parent);

describe('visibility', () => {
  const template: RulesTemplate = {
    items: [
      page,
      item('gate', 'yesno', { rule_set_id: 'rs' }),
      item('sec', 'section', {}),
      item('inner', 'number', { required: true }, 'sec'),
      item('p2', 'page', {}, null),
      item('deep', 'textAnswer', {}, 'p2'),
    ],
    rule_sets: [
      rules('rs', [[group('and', when('gate', 'equals', 'no')), [act('hide', 'sec'), act('hide', 'p2')]]]),
    ],
  };

  it('a hidden ancestor hides its descendants, which then read as unanswered and are not required', () => {
    const engine = createRulesEngine(template, {
      answers: [
        { item_id: 'inner', value: 3 },
        { item_id: 'deep', value: 'x' },
      ],
    });
    expect(engine.stateOf('inner')).toMatchObject({ visible: true, value: 3, required: true });
    engine.setAnswer('gate', 'no');
    expect(engine.stateOf('sec').visible).toBe(false);
    expect(engine.stateOf('inner')).toMatchObject({ visible: false, value: null, required: false });
    expect(engine.stateOf('deep')).toMatchObject({ visible: false, value: null });
    expect(
      engine
        .lastChanges()
        .map((c) => c.item_id)
        .sort(),
    ).toEqual(['deep', 'gate', 'inner', 'p2', 'sec']);
    engine.setAnswer('gate', 'yes');
    expect(engine.stateOf('inner')).toMatchObject({ visible: true, value: 3 });
  });

  it('hidden and excluded-from-report flags flow down; hidden pages are hidden by default', () => {
    const engine = createRulesEngine({
      items: [
        item('hp', 'hidden_page', {}, null),
        item('end', 'inspection_real_end_date', { required: true }, 'hp'),
        item('p', 'page', { not_visible: false }, null),
        item('sec', 'section', { exclude_report: true, hidden: true }),
        item('x', 'number', { read_only: true }, 'sec'),
        item('y', 'number', {}, 'x'),
      ],
    });
    expect(engine.stateOf('end')).toMatchObject({ hidden: true, visible: true, required: true });
    expect(engine.stateOf('p').hidden).toBe(false);
    expect(engine.stateOf('y')).toMatchObject({ hidden: true, excluded_from_report: true, enabled: false });
  });
});

describe('branches', () => {
  const template: RulesTemplate = {
    items: [page, item('n', 'number', { rule_set_id: 'rs' }), item('t', 'number')],
    rule_sets: [
      rules(
        'rs',
        [
          [group('and', when('n', 'greater', 10)), [act('set_color', 't', { color: 'red' })]],
          [
            group(
              'or',
              when('n', 'greater', 5),
              group('and', when('n', 'lesser', 0), when('n', 'not_equals', -1)),
            ),
            [act('set_color', 't', { color: 'yellow' })],
          ],
        ],
        [act('set_color', 't', { color: 'green' })],
      ),
    ],
  };

  it.each([
    [20, 'red'],
    [7, 'yellow'],
    [-5, 'yellow'],
    [-1, 'green'],
    [3, 'green'],
    [null, 'green'],
  ])('n = %s takes the %s branch (if / else-if / else, nested groups)', (n, color) => {
    expect(createRulesEngine(template, { answers: [{ item_id: 'n', value: n }] }).stateOf('t').color).toBe(
      color,
    );
  });

  it('compares two items and treats an empty group as always true', () => {
    const engine = createRulesEngine({
      items: [page, item('a'), item('b', 'number', { rule_set_id: 'rs' }), item('t')],
      rule_sets: [
        rules('rs', [
          [group('and', when('b', 'greater', { item: 'a' })), [act('require_note', 't')]],
          [group('and'), [act('require_media', 't')]],
        ]),
      ],
    });
    expect(engine.stateOf('t')).toMatchObject({ note_required: false, media_required: true });
    engine.setAnswer('a', 1);
    engine.setAnswer('b', 2);
    expect(engine.stateOf('t')).toMatchObject({ note_required: true, media_required: false });
  });
});

describe('values and calculations', () => {
  it('uses defaults until answered, and again once the answer is removed', () => {
    const engine = createRulesEngine({
      items: [
        page,
        item('t', 'textAnswer', { default_value: 'n/a' }),
        item('c', 'checkbox', { default_value: true }),
        item('l', 'list', { default_value: ['o1'] }),
      ],
    });
    expect(engine.stateOf('t').value).toBe('n/a');
    expect(engine.stateOf('c').value).toBe(true);
    expect(engine.stateOf('l').value).toEqual(['o1']);
    engine.setAnswer('t', null);
    expect(engine.stateOf('t').value).toBeNull();
    engine.setAnswer('t', undefined);
    expect(engine.stateOf('t').value).toBe('n/a');
  });

  it('computes linear and non-linear calculations over answers and constants, rounded to decimals', () => {
    const engine = createRulesEngine({
      items: [
        page,
        item('k', 'constant', { default_value: '2.5' }),
        item('label', 'constant', { default_value: 'abc' }),
        item('a'),
        item('b'),
        calc('sum', '{a} + {b} * {k}'),
        calc('prod', '{a} * {b} / 3', { decimal: 2 }),
        calc('div', '{a} / {b}'),
        calc('chain', '{sum} - {prod}'),
      ],
    });
    expect(engine.stateOf('sum').value).toBe(0);
    expect(engine.stateOf('div').value).toBeNull();
    expect(engine.stateOf('label').value).toBe('abc');
    engine.setAnswer('a', 2);
    engine.setAnswer('b', '4');
    expect(engine.stateOf('sum').value).toBe(12);
    expect(engine.stateOf('prod').value).toBe(2.67);
    expect(engine.stateOf('div').value).toBe(0.5);
    expect(engine.stateOf('chain').value).toBeCloseTo(9.33, 10);
  });

  it('lets an editable calculation be overwritten by an answer', () => {
    const engine = createRulesEngine({ items: [page, item('a'), calc('c', 'a * 2', { editable: true })] });
    engine.setAnswer('a', 4);
    expect(engine.stateOf('c').value).toBe(8);
    engine.setAnswer('c', 100);
    expect(engine.stateOf('c').value).toBe(100);
    engine.setAnswer('c', '');
    expect(engine.stateOf('c').value).toBe(8);
  });

  it('reads hidden inputs as 0', () => {
    const engine = createRulesEngine({
      items: [page, item('g', 'yesno', { rule_set_id: 'rs' }), item('a'), calc('c', 'a + 1')],
      rule_sets: [rules('rs', [[group('and', when('g', 'equals', 'hide')), [act('hide', 'a')]]])],
      response_sets: [],
    });
    engine.setAnswer('a', 5);
    expect(engine.stateOf('c').value).toBe(6);
    engine.setAnswer('g', 'hide');
    expect(engine.stateOf('c').value).toBe(1);
  });
});

describe('repeatable sections', () => {
  const template: RulesTemplate = {
    items: [
      page,
      item('base'),
      item('mode', 'textAnswer', { rule_set_id: 'outer' }),
      item('rep', 'section', { repeatable: true, repeatable_settings: { min: 2 } }),
      item('qty', 'number', { rule_set_id: 'inner', enable_score: true }, 'rep'),
      item('note', 'textAnswer', {}, 'rep'),
      calc('line', '{qty} * 2 + {base}', {}, 'rep'),
    ],
    rule_sets: [
      rules('outer', [[group('and', when('mode', 'equals', 'strict')), [act('required', 'note')]]]),
      rules('inner', [
        [
          group('and', when('qty', 'greater', 5)),
          [act('show', 'note'), act('issue', 'qty', { title: 'Too many' })],
        ],
      ]),
    ],
  };

  it('evaluates rules per instance and applies outside rules to every instance', () => {
    const engine = createRulesEngine(template);
    expect(engine.instanceCount('qty')).toBe(2);
    expect(engine.instanceCount('base')).toBe(1);
    engine.setAnswer('qty', 7, 1);
    engine.setAnswer('base', 1);
    expect(engine.stateOf('note', 0).visible).toBe(false);
    expect(engine.stateOf('note', 1).visible).toBe(true);
    expect(engine.stateOf('line', 1).value).toBe(15);
    expect(engine.stateOf('line', 0).value).toBe(1);
    engine.setAnswer('mode', 'strict');
    expect(engine.stateOf('note', 0).required).toBe(false);
    expect(engine.stateOf('note', 1).required).toBe(true);
    expect(engine.snapshot().issues).toEqual([
      {
        action_id: expect.any(String) as string,
        title: 'Too many',
        description: '',
        category_id: null,
        item_id: 'qty',
        instance: 1,
      },
    ]);

    engine.setInstanceCount('rep', 3);
    expect(engine.stateOf('line', 2).value).toBe(1);
    expect(engine.stateOf('note', 2).required).toBe(false);
    engine.setAnswer('qty', 9, 2);
    expect(engine.stateOf('note', 2).required).toBe(true);
    expect(engine.score().max_score).toBe(2);
    engine.setInstanceCount('rep', 1);
    expect(engine.score().max_score).toBe(0);
    expect(() => engine.stateOf('qty', 1)).toThrow(RangeError);
    engine.setInstanceCount('rep', 2);
    expect(engine.stateOf('qty', 1).value).toBeNull();
  });

  it('takes instance counts from the answer sheet and extends them to fit answers', () => {
    const engine = createRulesEngine(template, {
      answers: [{ item_id: 'qty', instance: 4, value: 1 }],
      instances: { rep: 1 },
    });
    expect(engine.instanceCount('rep')).toBe(5);
    const none = createRulesEngine(template, { answers: [], instances: { rep: 0 } });
    expect(none.snapshot().items.filter((s) => s.item_id === 'qty')).toEqual([]);
  });

  it('refuses templates whose outside items read a repeatable, and bad repeat calls', () => {
    const outward: RulesTemplate = {
      items: [...template.items, calc('total', '{qty} + 1')],
      rule_sets: template.rule_sets,
    };
    expect(() => createRulesEngine(outward)).toThrow(RulesCompileError);
    const engine = createRulesEngine(template);
    expect(() => engine.setInstanceCount('qty', 2)).toThrow(RangeError);
    expect(() => engine.setInstanceCount('rep', -1)).toThrow(RangeError);
    expect(() => engine.setAnswer('qty', 1, 9)).toThrow(RangeError);
    expect(() => engine.setAnswer('base', 1, 1)).toThrow(RangeError);
    expect(() => engine.setAnswer('ghost', 1)).toThrow(RangeError);
    expect(() => engine.instanceCount('ghost')).toThrow(RangeError);
  });
});

describe('evaluateTemplate', () => {
  it('equals the incremental state reached by answering one at a time', () => {
    const template: RulesTemplate = {
      items: [
        page,
        item('a', 'number', { rule_set_id: 'rs', enable_score: true }),
        item('b'),
        calc('c', 'a + b'),
      ],
      rule_sets: [
        rules('rs', [
          [group('and', when('a', 'greater', 1)), [act('show', 'b'), act('issue', 'a', { title: 'High' })]],
        ]),
      ],
    };
    const engine = createRulesEngine(template);
    engine.setAnswer('a', 3);
    engine.setAnswer('b', 4);
    const full = evaluateTemplate(template, {
      answers: [
        { item_id: 'a', value: 3 },
        { item_id: 'b', value: 4 },
      ],
    });
    expect(engine.snapshot()).toEqual(full);
    expect(full.issues).toHaveLength(1);
    expect(full.items.find((s) => s.item_id === 'c')?.value).toBe(7);
  });
});

describe('incremental work', () => {
  it('re-evaluates only the dependents of an answer, whatever the template size', () => {
    const n = 2000;
    const items = [
      page,
      ...Array.from({ length: n }, (_, i) =>
        item(`q${i}`, 'number', i === 0 ? {} : { rule_set_id: `r${i}` }),
      ),
    ];
    const rule_sets = Array.from({ length: n - 1 }, (_, i) =>
      rules(`r${i + 1}`, [[group('and', when(`q${i}`, 'exists')), [act('show', `q${i + 1}`)]]]),
    );
    const engine = createRulesEngine({ items, rule_sets });
    expect(engine.setAnswer('q0', 1)).toBe(2);
    expect(engine.lastChanges()).toEqual([
      { item_id: 'q0', instance: 0 },
      { item_id: 'q1', instance: 0 },
    ]);
    expect(engine.setAnswer('q0', 2)).toBe(1);
    expect(engine.setAnswer('q1500', 3)).toBe(0);
    expect(engine.stateOf('q1500').visible).toBe(false);
  });
});
