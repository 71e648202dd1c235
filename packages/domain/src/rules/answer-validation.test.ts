import { describe, expect, it } from 'vitest';
import { validateAnswer, validateAnswers } from './answer-validation';
import { createRulesEngine } from './engine';
import { RULE_MESSAGES } from './messages';
import { act, group, item, rules, when } from './test-fixtures';
import type { AnswerValue } from './values';

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));

type Row = [string, Record<string, unknown>, AnswerValue, string | null, Record<string, string | number>?];

const rows: Row[] = [
  ['number', {}, '12', null],
  ['number', {}, 'abc', RULE_MESSAGES.normalNumberOnly],
  ['number', {}, '1e5', RULE_MESSAGES.normalNumberOnly],
  ['number', {}, true, RULE_MESSAGES.normalNumberOnly],
  ['number', { decimal: 2 }, '1.25', null],
  ['number', { decimal: 2 }, '1.255', RULE_MESSAGES.digitsAfterDot, { num: 2 }],
  ['number', { decimal: 0 }, 3.5, RULE_MESSAGES.digitsAfterDot, { num: 0 }],
  ['number', { min: 5 }, 4, RULE_MESSAGES.moreThan, { min: 5 }],
  ['number', { max: 5 }, 6, RULE_MESSAGES.lessThan, { max: 5 }],
  ['number', { min: 1, max: 5 }, 6, RULE_MESSAGES.valueBetween, { min: 1, max: 5 }],
  ['number', { min: 1, max: 5 }, 0.5, RULE_MESSAGES.valueBetween, { min: 1, max: 5 }],
  ['number', { min: 1, max: 5 }, 3, null],
  ['number', { min: 0, max: -2 }, -10, null],
  ['slider', {}, 11, RULE_MESSAGES.valueBetween, { min: 0, max: 10 }],
  ['slider', { min: 2, max: 4 }, 3, null],
  ['textAnswer', { min_length: '2', max_length: '4' }, 'abc', null],
  ['textAnswer', { min_length: '2', max_length: '4' }, 'a', RULE_MESSAGES.lengthBetween, { min: 2, max: 4 }],
  ['textAnswer', { max_length: '4' }, 'abcde', RULE_MESSAGES.lengthBetween, { min: 0, max: 4 }],
  ['textAnswer', {}, ['x'], null],
  ['longText', { min: 3 }, 'ab', RULE_MESSAGES.lengthBetween, { min: 3, max: '∞' }],
  ['datetime', {}, '2025-01-02T03:04:00', null],
  ['datetime', {}, '2025-01-02', RULE_MESSAGES.invalidDate],
  ['datetime', { date_time_shape: 'year_month_day' }, '2025-01-02', null],
  ['datetime', { date_time_shape: 'year_month' }, '2025-01', null],
  ['datetime', { date_time_shape: 'year' }, '2025', null],
  ['datetime', { date_time_shape: 'hour_minute' }, '10:30', null],
  ['datetime', { date_time_shape: 'month_day' }, '--02-29', null],
  ['datetime', { date_time_shape: 'day_hour_minute' }, '2025-01-02T10:30', null],
  ['datetime', { date_time_shape: 'hour_minute' }, '2025-01-02', RULE_MESSAGES.invalidDate],
  ['datetime', {}, 'yesterday', RULE_MESSAGES.invalidDate],
  ['datetime', {}, 12, RULE_MESSAGES.invalidDate],
  ['date', {}, '1919-12-31', RULE_MESSAGES.minYear, { year: 1920 }],
  ['date', {}, '1920-01-01', null],
  ['date', { date: true, time: false }, '2025-02-30', RULE_MESSAGES.invalidDate],
  ['time', {}, '23:59', null],
  ['inspection_start_date', { future_date: true }, '2025-06-16T00:00:00', null],
  ['inspection_start_date', { future_date: true }, '2025-06-14T00:00:00', RULE_MESSAGES.futureDateOnly],
  ['inspection_end_date', { prior_date: true }, '2025-06-16T00:00:00', RULE_MESSAGES.priorDateOnly],
  ['inspection_end_date', { prior_date: true }, '2025-06-14T00:00:00', null],
  ['inspection_real_end_date', { date: true, time: false }, '2025-06-14', null],
];

describe('validateAnswer', () => {
  it.each(rows)('%s %j with %j → %s', (type, options, value, key, params) => {
    const problem = validateAnswer(item('x', type, options), value, false, NOW);
    expect(problem?.key ?? null).toBe(key);
    if (params) expect(problem?.params).toEqual(params);
  });

  it.each([
    ['number', null],
    ['textAnswer', '  '],
    ['list', []],
    ['checkbox', false],
  ] as const)('a required %s answered %j is missing', (type, value) => {
    expect(validateAnswer(item('x', type), value, true, NOW)).toEqual({
      key: RULE_MESSAGES.required,
      item_id: 'x',
    });
    expect(validateAnswer(item('x', type), value, false, NOW)).toBeNull();
  });
});

describe('validateAnswers', () => {
  it('checks visible items with the required flag the rules computed', () => {
    const template = {
      items: [
        item('p', 'page', {}, null),
        item('a', 'number', { rule_set_id: 'rs', max: 10 }),
        item('b', 'textAnswer', {}),
        item('c', 'number', { required: true }),
        item('k', 'constant', { default_value: 'x', required: true }),
        item('calc', 'calculation', { calculations: { value: 'a * 100' }, max: 1 }),
      ],
      rule_sets: [
        rules('rs', [[group('and', when('a', 'greater', 5)), [act('required', 'b'), act('hide', 'c')]]]),
      ],
    };
    const engine = createRulesEngine(template, { answers: [{ item_id: 'a', value: 3 }] });
    const keys = () =>
      validateAnswers(template.items, engine.snapshot().items, NOW).map((p) => [p.item_id, p.key]);
    expect(keys()).toEqual([['c', RULE_MESSAGES.required]]);
    engine.setAnswer('a', 12);
    expect(keys()).toEqual([
      ['a', RULE_MESSAGES.lessThan],
      ['b', RULE_MESSAGES.required],
    ]);
    expect(validateAnswers(template.items, engine.snapshot().items)[0]).toMatchObject({ instance: 0 });
  });
});

describe('media questions', () => {
  const template = { items: [item('p', 'page', {}, null), item('ph', 'photo', { required: true })] };
  const engine = createRulesEngine(template, { answers: [] });
  const keys = (hasMedia?: (id: string, instance: number) => boolean) =>
    validateAnswers(template.items, engine.snapshot().items, NOW, hasMedia).map((p) => p.item_id);

  it('counts a required photo answered by its media, not by a value', () => {
    expect(keys()).toEqual(['ph']);
    expect(keys((id, instance) => id === 'ph' && instance === 0)).toEqual([]);
  });

  it('keeps a required photo without media unanswered even when a value was set', () => {
    expect(validateAnswer(item('ph', 'photo', {}), 'x', true, NOW)?.key).toBe(RULE_MESSAGES.required);
    expect(validateAnswer(item('ph', 'photo', {}), null, true, NOW, true)).toBeNull();
  });
});
