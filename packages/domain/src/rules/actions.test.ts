import { describe, expect, it } from 'vitest';
import { DECORATION_ACTIONS, VALUE_ACTIONS } from './actions';
import { createRulesEngine } from './engine';
import type { ItemState } from './item-state';
import { FLAG_RULE_ACTION_TYPES, type RuleActionType } from './rule-set.schema';
import { act, group, item, rules, when } from './test-fixtures';

/** A template where answering `trigger` with 'yes' activates one action on `target`. */
function run(
  type: RuleActionType,
  params: Record<string, unknown> | undefined,
  targetOptions: Record<string, unknown> = {},
) {
  const template = {
    items: [
      item('p', 'page', {}, null),
      item('trigger', 'textAnswer', { rule_set_id: 'rs' }),
      item('target', 'number', { enable_score: true, ...targetOptions }),
    ],
    rule_sets: [
      rules('rs', [[group('and', when('trigger', 'equals', 'yes')), [act(type, 'target', params)]]]),
    ],
  };
  const engine = createRulesEngine(template);
  const before = engine.stateOf('target');
  engine.setAnswer('trigger', 'yes');
  const active = engine.stateOf('target');
  engine.setAnswer('trigger', 'no');
  const after = engine.stateOf('target');
  return { before, active, after, engine };
}

type Row = [
  RuleActionType,
  Record<string, unknown> | undefined,
  Record<string, unknown>,
  Partial<ItemState>,
  Partial<ItemState>,
];

// [action, params, target options, state while inactive, state while active]
const rows: Row[] = [
  ['set_color', { color: 'green' }, {}, { color: null }, { color: 'green' }],
  ['set_color', { color: 'red' }, {}, { color: null }, { color: 'red' }],
  ['set_color', { color: 'yellow' }, {}, { color: null }, { color: 'yellow' }],
  ['set_color', { color: 'custom', custom_color: '#12ab34' }, {}, { color: null }, { color: '#12ab34' }],
  ['require_media', undefined, {}, { media_required: false }, { media_required: true }],
  ['require_note', undefined, {}, { note_required: false }, { note_required: true }],
  ['require_action', undefined, {}, { action_required: false }, { action_required: true }],
  ['set_value', { value: 42 }, {}, { value: null }, { value: 42 }],
  ['set_value_not_answered', { value: 7 }, {}, { value: null }, { value: 7 }],
  ['set_score', { score: 0.5 }, {}, { score: null, max_score: 0 }, { score: 0.5, max_score: 1 }],
  ['set_rating', { rating: 4 }, {}, { rating: null }, { rating: 4 }],
  ['disable', undefined, {}, { enabled: true }, { enabled: false }],
  ['enable', undefined, { read_only: true }, { enabled: false }, { enabled: true }],
  ['disable_else_enable', undefined, { read_only: true }, { enabled: true }, { enabled: false }],
  ['enable_else_disable', undefined, {}, { enabled: false }, { enabled: true }],
  ['required', undefined, {}, { required: false }, { required: true }],
  ['not_required', undefined, { required: true }, { required: true }, { required: false }],
  ['required_else_not_required', undefined, { required: true }, { required: false }, { required: true }],
  ['set_hidden', undefined, {}, { hidden: false, visible: true }, { hidden: true, visible: true }],
  ['exclude_report', undefined, {}, { excluded_from_report: false }, { excluded_from_report: true }],
  ['show', undefined, {}, { visible: false }, { visible: true }],
  ['hide', undefined, {}, { visible: true }, { visible: false }],
  [
    'issue',
    { title: 'Leak found', category_id: 'cat1' },
    {},
    { issues: [] },
    {
      issues: [
        {
          action_id: expect.any(String) as string,
          title: 'Leak found',
          description: '',
          category_id: 'cat1',
        },
      ],
    },
  ],
];

describe('rule actions', () => {
  it.each(rows)('%s %j applies while its branch is taken', (type, params, options, inactive, active) => {
    const { before, active: on, after } = run(type, params, options);
    expect(before).toMatchObject(inactive);
    expect(on).toMatchObject(active);
    expect(after).toMatchObject(inactive);
  });

  it('covers every action type of the schema', () => {
    const tested = new Set(rows.map((r) => r[0]));
    const all = [
      ...FLAG_RULE_ACTION_TYPES,
      'set_color',
      'set_value',
      'set_value_not_answered',
      'set_score',
      'set_rating',
      'issue',
    ];
    expect(all.filter((t) => !tested.has(t as RuleActionType))).toEqual([]);
    expect([...Object.keys(VALUE_ACTIONS), ...Object.keys(DECORATION_ACTIONS)].sort()).toEqual(
      [...all].sort(),
    );
  });

  it('set_value overrides an answer, set_value_not_answered only fills a blank one', () => {
    const overriding = run('set_value', { value: 42 });
    overriding.engine.setAnswer('target', 5);
    overriding.engine.setAnswer('trigger', 'yes');
    expect(overriding.engine.stateOf('target').value).toBe(42);
    const filling = run('set_value_not_answered', { value: 7 });
    filling.engine.setAnswer('target', 5);
    filling.engine.setAnswer('trigger', 'yes');
    expect(filling.engine.stateOf('target').value).toBe(5);
  });

  it('set_score replaces the answer score and counts towards the template score', () => {
    const { engine } = run('set_score', { score: 0.25 });
    engine.setAnswer('target', 3);
    expect(engine.score()).toEqual({ score: 1, max_score: 1, percentage: 100 });
    engine.setAnswer('trigger', 'yes');
    expect(engine.score()).toEqual({ score: 0.25, max_score: 1, percentage: 25 });
  });

  it('a later rule set wins when two act on the same property', () => {
    const template = {
      items: [
        item('p', 'page', {}, null),
        item('a', 'number', { rule_set_id: 'r1' }),
        item('b', 'number', { rule_set_id: 'r2' }),
        item('t', 'number'),
      ],
      rule_sets: [
        rules('r1', [[group('and', when('a', 'exists')), [act('set_color', 't', { color: 'green' })]]]),
        rules('r2', [[group('and', when('b', 'exists')), [act('set_color', 't', { color: 'red' })]]]),
      ],
    };
    const engine = createRulesEngine(template);
    engine.setAnswer('b', 1);
    engine.setAnswer('a', 1);
    expect(engine.stateOf('t').color).toBe('red');
    engine.setAnswer('b', null);
    expect(engine.stateOf('t').color).toBe('green');
  });
});
