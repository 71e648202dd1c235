import { describe, expect, it } from 'vitest';
import { evaluateExpression, linearize, parseExpression, type Expr } from './expression';
import { RULE_MESSAGES } from './messages';

const known = new Map([
  ['a', 'item-a'],
  ['b', 'item-b'],
  ['item-a', 'item-a'],
  ['00000000-0000-4000-8000-000000000001', 'uuid-item'],
]);
const resolve = (name: string): string | undefined => known.get(name);
const values: Record<string, number | null> = { 'item-a': 6, 'item-b': 4, 'uuid-item': 10 };
const read = (id: string): number | null => values[id] ?? null;

function calc(src: string, maxDecimals?: number): number | null {
  const parsed = parseExpression(src, { resolve, maxDecimals });
  if (!parsed.ok) throw new Error(parsed.problem.key);
  return evaluateExpression(parsed.expr, read);
}

describe('parseExpression and evaluateExpression', () => {
  it.each([
    ['1 + 2', 3],
    ['a + b', 10],
    ['{a} * {b}', 24],
    ['{item-a} - {b}', 2],
    ['{00000000-0000-4000-8000-000000000001} / 4', 2.5],
    ['a - b - 1', 1],
    ['a / b / 2', 0.75],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['-a + 10', 4],
    ['--a', 6],
    ['+a', 6],
    ['-(a + b) * 2', -20],
    ['1.5 * 2', 3],
    ['a / 0', null],
    ['a / (b - 4)', null],
    ['-(a / 0)', null],
    ['(a / 0) + 1', null],
    ['  a  ', 6],
  ])('%s = %s', (src, expected) => {
    expect(calc(src)).toBe(expected);
  });

  it('counts unanswered inputs as 0', () => {
    const parsed = parseExpression('a + b', { resolve });
    expect(parsed.ok && evaluateExpression(parsed.expr, () => null)).toBe(0);
  });

  it('reports the variables it reads', () => {
    const parsed = parseExpression('a + b * a', { resolve });
    expect(parsed.ok && parsed.variables).toEqual(['item-a', 'item-b']);
  });

  it.each([
    ['', RULE_MESSAGES.equationWrong],
    ['1 +', RULE_MESSAGES.equationWrong],
    ['(1 + 2', RULE_MESSAGES.equationWrong],
    ['1 + 2)', RULE_MESSAGES.equationWrong],
    ['1 2', RULE_MESSAGES.equationWrong],
    ['a ^ 2', RULE_MESSAGES.equationWrong],
    ['{a + 1', RULE_MESSAGES.equationWrong],
    ['* 3', RULE_MESSAGES.equationWrong],
    ['()', RULE_MESSAGES.equationWrong],
    ['alert(1)', RULE_MESSAGES.unknownVariable],
    ['a + zz', RULE_MESSAGES.unknownVariable],
    ['{missing}', RULE_MESSAGES.unknownVariable],
    ['1e5', RULE_MESSAGES.normalNumberOnly],
    ['1.2.3', RULE_MESSAGES.normalNumberOnly],
    ['.5', RULE_MESSAGES.normalNumberOnly],
    ['2.', RULE_MESSAGES.normalNumberOnly],
    ['0x10', RULE_MESSAGES.normalNumberOnly],
  ])('%j is rejected with %s', (src, key) => {
    const parsed = parseExpression(src, { resolve });
    expect(parsed.ok ? null : parsed.problem.key).toBe(key);
  });

  it('names the unknown variable', () => {
    const parsed = parseExpression('a + zz', { resolve });
    expect(parsed.ok ? null : parsed.problem.params).toEqual({ name: 'zz' });
  });

  it('limits digits after the dot when the calculation has a decimal setting', () => {
    expect(calc('1.25 + 1', 2)).toBe(2.25);
    const parsed = parseExpression('1.255 + 1', { resolve, maxDecimals: 2 });
    expect(parsed.ok ? null : parsed.problem).toEqual({
      key: RULE_MESSAGES.digitsAfterDot,
      params: { num: 2 },
    });
  });
});

describe('linearize', () => {
  const lin = (src: string) => {
    const parsed = parseExpression(src, { resolve });
    if (!parsed.ok) throw new Error(parsed.problem.key);
    return linearize(parsed.expr);
  };

  it.each([
    [
      'a + b',
      {
        constant: 0,
        terms: [
          { id: 'item-a', coef: 1 },
          { id: 'item-b', coef: 1 },
        ],
      },
    ],
    [
      'a - 2 * b + 3',
      {
        constant: 3,
        terms: [
          { id: 'item-a', coef: 1 },
          { id: 'item-b', coef: -2 },
        ],
      },
    ],
    [
      '(a + b) * 2',
      {
        constant: 0,
        terms: [
          { id: 'item-a', coef: 2 },
          { id: 'item-b', coef: 2 },
        ],
      },
    ],
    ['a / 2', { constant: 0, terms: [{ id: 'item-a', coef: 0.5 }] }],
    ['-a + a + a', { constant: 0, terms: [{ id: 'item-a', coef: 1 }] }],
    ['4', { constant: 4, terms: [] }],
  ])('%s is linear', (src, expected) => {
    expect(lin(src)).toEqual(expected);
  });

  it.each(['a * b', 'a / b', '1 / (a - a)', 'a / 0', '-(a * b)'])('%s is not linear', (src) => {
    expect(lin(src)).toBeNull();
  });

  it('agrees with the tree evaluation', () => {
    const parsed = parseExpression('3 - (a + 2 * b) / 4', { resolve });
    if (!parsed.ok) throw new Error('parse');
    const form = linearize(parsed.expr as Expr)!;
    const viaForm = form.constant + form.terms.reduce((s, t) => s + t.coef * (read(t.id) ?? 0), 0);
    expect(viaForm).toBeCloseTo(evaluateExpression(parsed.expr, read)!, 12);
  });
});
