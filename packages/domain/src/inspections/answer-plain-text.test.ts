import { describe, expect, it } from 'vitest';
import { answerPlainText } from './answer-plain-text';

const template = {
  items: [],
  response_sets: [
    {
      uuid: 'rs',
      options: [
        { uuid: 'o1', label: 'Yes' },
        { uuid: 'o2', label: 'No' },
      ],
    },
  ],
};
const choice = { id: 'q', type: 'list', parent_id: null, options: { response_set_id: 'rs' } };
const text = { id: 't', type: 'textAnswer', parent_id: null };

describe('an answer as text', () => {
  it('names chosen options by their labels, one per line, in the order chosen', () => {
    expect(answerPlainText(template, choice, ['o2', 'o1'])).toBe('No\nYes');
    expect(answerPlainText(template, choice, 'o1')).toBe('Yes');
  });

  it('keeps texts, numbers and switches as they are, and an option it cannot find by its id', () => {
    expect(answerPlainText(template, text, 'Leaking, 2 drops')).toBe('Leaking, 2 drops');
    expect(answerPlainText(template, text, 12.5)).toBe('12.5');
    expect(answerPlainText(template, text, false)).toBe('false');
    expect(answerPlainText(template, choice, ['gone'])).toBe('gone');
    expect(answerPlainText(template, choice, null)).toBe('');
  });
});
