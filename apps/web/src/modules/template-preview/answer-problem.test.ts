import type { ItemState } from '@fieldbook/domain/rules';
import { createItem } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { answerProblem } from './answer-problem';

const state = (value: ItemState['value']) => ({ item_id: 'q', value }) as ItemState;

describe('answerProblem', () => {
  const speed = createItem('number', { options: { min: 10, max: 100 } });
  it('names a bound violation with the bounds', () => {
    expect(answerProblem(speed, state(500))).toEqual({
      key: 'answerProblems.valueBetween',
      params: { min: 10, max: 100 },
    });
    expect(answerProblem(createItem('number', { options: { min: 10 } }), state(5))).toEqual({
      key: 'answerProblems.moreThan',
      params: { min: 10 },
    });
  });
  it('says nothing about a valid or blank answer', () => {
    expect(answerProblem(speed, state(50))).toBeNull();
    expect(answerProblem(speed, state(null))).toBeNull();
  });
});
