import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from '../templates/document.schema';
import { itemSchema } from '../templates/item.schema';
import { answerPlainText } from './answer-plain-text';

const choice = itemSchema.parse({
  id: 'q',
  type: 'list',
  depth: 1,
  parent_id: null,
  title: 'Q',
  options: { response_set_id: 'rs' },
});
const text = itemSchema.parse({ id: 't', type: 'textAnswer', depth: 1, parent_id: null, title: 'T' });
const template = templateDocumentSchema.parse({
  template_id: '00000000-0000-4000-8000-0000000000f1',
  items: [choice, text],
  response_sets: [
    {
      uuid: 'rs',
      options: [
        { uuid: 'o1', label: 'Yes' },
        { uuid: 'o2', label: 'No' },
      ],
    },
  ],
});

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
