import { describe, expect, it } from 'vitest';
import { createRulesEngine } from './engine';
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
});
