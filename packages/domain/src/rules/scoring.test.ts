import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRulesEngine } from './engine';
import { boundedScore } from './scoring';
import { item } from './test-fixtures';
import type { RulesTemplate } from './template-input';

const page = item('p', 'page', {}, null);

describe('scoring', () => {
  const template: RulesTemplate = {
    items: [
      page,
      item('yn', 'yesno', { enable_score: true, response_set_id: 'rsYes' }),
      item('multi', 'list', {
        enable_score: true,
        response_set_id: 'rsMulti',
        multiple_selection: true,
        weight: 2,
      }),
      item('num', 'number', { enable_score: true, default_score: 3, max_point: 5 }),
      item('plain', 'number', { enable_score: true }),
    ],
    response_sets: [
      { uuid: 'rsYes', options: [{ uuid: 'yes', score: 1 }, { uuid: 'no', score: 0 }, { uuid: 'na' }] },
      {
        uuid: 'rsMulti',
        options: [
          { uuid: 'm1', score: 1 },
          { uuid: 'm2', score: 2 },
          { uuid: 'm3', score: -1 },
        ],
      },
    ],
  };

  it('scores choices by option, numbers by default score, and weighs them', () => {
    const engine = createRulesEngine(template);
    expect(engine.score()).toEqual({ score: 0, max_score: 0, percentage: null });
    engine.setAnswer('yn', 'no');
    engine.setAnswer('multi', ['m1', 'm3']);
    engine.setAnswer('num', 10);
    engine.setAnswer('plain', 1);
    expect(engine.stateOf('yn')).toMatchObject({ score: 0, max_score: 1 });
    expect(engine.stateOf('multi')).toMatchObject({ score: 0, max_score: 3 });
    expect(engine.stateOf('num')).toMatchObject({ score: 3, max_score: 5 });
    expect(engine.stateOf('plain')).toMatchObject({ score: 1, max_score: 1 });
    expect(engine.score()).toEqual({ score: 4, max_score: 13, percentage: (4 / 13) * 100 });
    engine.setAnswer('yn', 'yes');
    engine.setAnswer('multi', ['m1', 'm2']);
    expect(engine.score().score).toBe(11);
  });

  it('takes scores from global response sets too', () => {
    const engine = createRulesEngine({
      items: [page, item('d', 'dropdown', { enable_score: true, response_set_id: 'g' })],
      global_responses: [
        {
          uuid: 'g',
          options: [
            { uuid: 'good', score: 4 },
            { uuid: 'bad', score: 1 },
          ],
        },
      ],
    });
    engine.setAnswer('d', 'bad');
    expect(engine.score()).toEqual({ score: 1, max_score: 4, percentage: 25 });
  });

  it('keeps answer and rule scores within min_point and max_point', () => {
    const engine = createRulesEngine({
      items: [
        page,
        item('c', 'list', {
          enable_score: true,
          response_set_id: 'rs',
          multiple_selection: true,
          min_point: -1,
        }),
        item('n', 'number', { enable_score: true, default_score: 9, max_point: 5, min_point: 2 }),
      ],
      response_sets: [
        {
          uuid: 'rs',
          options: [
            { uuid: 'bad', score: -3 },
            { uuid: 'worse', score: -4 },
            { uuid: 'ok', score: 2 },
          ],
        },
      ],
    });
    engine.setAnswer('c', ['bad', 'worse']);
    engine.setAnswer('n', 1);
    expect(engine.stateOf('c')).toMatchObject({ score: -1, max_score: 2 });
    expect(engine.stateOf('n')).toMatchObject({ score: 5, max_score: 5 });
    expect(engine.score().score).toBe(4);
  });

  it('boundedScore never leaves the configured range (property)', () => {
    const num = fc.integer({ min: -100, max: 100 });
    fc.assert(
      fc.property(
        num,
        fc.option(num, { nil: undefined }),
        fc.option(num, { nil: undefined }),
        (points, a, b) => {
          const [floor, ceiling] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
          const rule = { weight: 1, max: 1, defaultScore: undefined, optionScores: null, floor, ceiling };
          const bounded = boundedScore(rule, points);
          if (floor !== undefined) expect(bounded).toBeGreaterThanOrEqual(floor);
          if (ceiling !== undefined) expect(bounded).toBeLessThanOrEqual(ceiling);
          const inside =
            (floor === undefined || points >= floor) && (ceiling === undefined || points <= ceiling);
          if (inside) expect(bounded).toBe(points);
        },
      ),
    );
  });
});
