import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRulesEngine } from './engine';
import { compileRating, isRating, itemRating } from './rating';
import { act, group, item, rules, when } from './test-fixtures';

const page = item('p', 'page', {}, null);

describe('compileRating', () => {
  it.each([
    [{}, null],
    [{ enable_rating: false, rating_mode: 'default', default_rating: 2 }, null],
    [{ enable_rating: true }, { initial: null }],
    [{ enable_rating: true, rating_mode: 'manual', default_rating: 2 }, { initial: null }],
    [{ enable_rating: true, rating_mode: 'default', default_rating: 2 }, { initial: 2 }],
    [{ enable_rating: true, rating_mode: 'default', default_rating: 7 }, { initial: null }],
    [{ enable_rating: true, rating_mode: 'default' }, { initial: null }],
  ])('options %j rate as %j', (options, expected) => {
    expect(compileRating(item('x', 'yesno', options))).toEqual(expected);
  });
});

describe('itemRating', () => {
  it.each([
    [null, null, undefined, null],
    [null, 3, undefined, 3],
    [null, null, 4, null],
    [{ initial: 2 }, null, undefined, 2],
    [{ initial: 2 }, null, 5, 5],
    [{ initial: 2 }, 1, 5, 1],
    [{ initial: null }, null, undefined, null],
    [{ initial: null }, null, 4, 4],
  ])('rule %j, set_rating %j, pick %j → %j', (rule, fromRule, picked, expected) => {
    expect(itemRating(rule, fromRule, picked)).toBe(expected);
  });

  it('isRating accepts exactly the integers 1 to 5', () => {
    expect([0, 1, 2.5, 5, 6].map(isRating)).toEqual([false, true, false, true, false]);
  });
});

describe('ratings in the engine', () => {
  const template = {
    items: [
      page,
      item('def', 'yesno', { enable_rating: true, rating_mode: 'default', default_rating: 2 }),
      item('man', 'yesno', { enable_rating: true, rating_mode: 'manual' }),
      item('off', 'yesno', {}),
    ],
  };

  it('starts default-mode items at their default rating and manual ones unrated', () => {
    const engine = createRulesEngine(template);
    expect(engine.stateOf('def').rating).toBe(2);
    expect(engine.stateOf('man').rating).toBeNull();
  });

  it('takes the inspector pick, forgets it on undefined, and ignores picks on unrated items', () => {
    const engine = createRulesEngine(template);
    expect(engine.setRating('man', 4)).toBe(1);
    expect(engine.lastChanges()).toEqual([{ item_id: 'man', instance: 0 }]);
    engine.setRating('def', 5);
    engine.setRating('off', 3);
    expect(engine.stateOf('man').rating).toBe(4);
    expect(engine.stateOf('def').rating).toBe(5);
    expect(engine.stateOf('off').rating).toBeNull();
    engine.setRating('def', undefined);
    expect(engine.stateOf('def').rating).toBe(2);
  });

  it('lets a set_rating rule win over the pick and the default', () => {
    const engine = createRulesEngine({
      items: [
        page,
        item('q', 'yesno', {
          enable_rating: true,
          rating_mode: 'default',
          default_rating: 2,
          rule_set_id: 'rs',
        }),
      ],
      rule_sets: [
        rules('rs', [[group('and', when('q', 'equals', 'no')), [act('set_rating', 'q', { rating: 5 })]]]),
      ],
    });
    engine.setRating('q', 3);
    expect(engine.stateOf('q').rating).toBe(3);
    engine.setAnswer('q', 'no');
    expect(engine.stateOf('q').rating).toBe(5);
    engine.setAnswer('q', 'yes');
    expect(engine.stateOf('q').rating).toBe(3);
  });

  it('refuses a rating off the 1–5 scale and changes nothing', () => {
    const engine = createRulesEngine(template);
    expect(() => engine.setRating('man', 6)).toThrow(RangeError);
    expect(() => engine.setRating('man', 1.5)).toThrow(RangeError);
    expect(engine.stateOf('man').rating).toBeNull();
  });

  it('incremental picks equal a full evaluation with the same ratings (property)', () => {
    const ids = ['def', 'man', 'off'] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...ids), fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined })),
        ),
        (picks) => {
          const engine = createRulesEngine(template);
          const last = new Map<string, number | undefined>();
          for (const [id, rating] of picks) {
            engine.setRating(id, rating);
            last.set(id, rating);
          }
          const ratings = [...last].flatMap(([item_id, rating]) =>
            rating === undefined ? [] : [{ item_id, rating }],
          );
          expect(engine.snapshot()).toEqual(createRulesEngine(template, { answers: [], ratings }).snapshot());
        },
      ),
    );
  });
});
