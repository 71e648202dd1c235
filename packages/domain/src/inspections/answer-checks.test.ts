import { describe, expect, it } from 'vitest';
import type { RulesItem, RulesTemplate } from '../rules/template-input';
import { ANSWER_CHECK_MESSAGES as M, answerFailed, answerValueProblem, isAnswerable } from './answer-checks';

const template: RulesTemplate = {
  items: [],
  response_sets: [
    { uuid: 'set', options: [{ uuid: 'yes', score: 1 }, { uuid: 'no', score: 0, failed: true } as never] },
  ],
};
const item = (type: string, options: Record<string, unknown> = {}): RulesItem => ({
  id: 'i',
  type,
  parent_id: null,
  options,
});

describe('answerValueProblem', () => {
  it.each([
    ['number', {}, 12, null],
    ['number', {}, '12.5', null],
    ['number', {}, 'twelve', M.wrongType],
    ['number', {}, true, M.wrongType],
    ['checkbox', {}, true, null],
    ['checkbox', {}, 'yes', M.wrongType],
    ['textAnswer', {}, 'fine', null],
    ['textAnswer', {}, 3, M.wrongType],
    ['yesno', { response_set_id: 'set' }, 'yes', null],
    ['yesno', { response_set_id: 'set' }, 'maybe', M.unknownOption],
    ['list', { response_set_id: 'set' }, ['yes', 'no'], M.wrongType],
    ['list', { response_set_id: 'set', multiple_selection: true }, ['yes', 'no'], null],
    ['section', {}, 'x', M.notAnswerable],
    ['instruction', {}, null, M.notAnswerable],
    ['calculation', {}, 3, M.notAnswerable],
    ['calculation', { editable: true }, 3, null],
    ['textAnswer', {}, null, null],
    ['inspection_location', {}, '48.137123,11.5753', null],
    ['inspection_location', {}, 'Munich', M.wrongType],
    ['inspection_location', {}, '95,10', M.wrongType],
    ['photo', {}, 'a.jpg', M.wrongType],
    ['video', {}, null, null],
    ['asset', {}, '00000000-0000-4000-8000-000000000001', null],
    ['qr', {}, 'ABC-123', null],
  ])('%s %o %j → %s', (type, options, value, expected) => {
    expect(answerValueProblem(template, item(type, options), value as never)).toBe(expected);
  });

  it('knows which items take answers', () => {
    expect(isAnswerable(item('photo'))).toBe(true);
    expect(isAnswerable(item('page'))).toBe(false);
  });
});

describe('answerFailed', () => {
  it('is true when a chosen option is marked failed', () => {
    const yesno = item('yesno', { response_set_id: 'set' });
    expect(answerFailed(template, yesno, 'no')).toBe(true);
    expect(answerFailed(template, yesno, 'yes')).toBe(false);
    expect(answerFailed(template, yesno, null)).toBe(false);
    expect(answerFailed(template, item('yesno'), 'no')).toBe(false);
  });
});
