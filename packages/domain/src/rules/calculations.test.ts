import { describe, expect, it } from 'vitest';
import { calculationOrder, compileCalculations } from './calculations';
import { RULE_MESSAGES } from './messages';
import { indexTemplate } from './template-input';
import { item } from './test-fixtures';

const calc = (id: string, value: string, extra: Record<string, unknown> = {}) =>
  item(id, 'calculation', { calculations: { value, items: [] }, ...extra });

describe('compileCalculations and calculationOrder', () => {
  it('compiles linear and non-linear formulas with their inputs, in dependency order', () => {
    const index = indexTemplate({
      items: [
        item('p', 'page', {}, null),
        item('a'),
        item('b'),
        calc('total', 'a + 2 * b'),
        calc('ratio', '{total} / {a}', { decimal: 1 }),
      ],
    });
    const { calculations, problems } = compileCalculations(index);
    expect(problems).toEqual([]);
    expect(calculations.get(3)).toMatchObject({
      inputs: [1, 2],
      linear: { constant: 0 },
      decimals: undefined,
    });
    expect(calculations.get(4)).toMatchObject({ inputs: [3, 1], linear: null, decimals: 1 });
    expect(calculationOrder(index, calculations)).toEqual({ ok: true, order: ['total', 'ratio'] });
  });

  it('orders calculations by dependency even when the document order is wrong, and names cycles', () => {
    const forward = indexTemplate({ items: [calc('late', '{early} + 1'), calc('early', '2'), item('x')] });
    const compiled = compileCalculations(forward);
    expect(compiled.problems.map((p) => p.key)).toEqual([RULE_MESSAGES.laterItem]);
    expect(calculationOrder(forward, compiled.calculations)).toEqual({ ok: true, order: ['early', 'late'] });
    const loop = indexTemplate({ items: [calc('x', '{z} + 1'), calc('y', '{x}'), calc('z', '{y} * 2')] });
    const result = calculationOrder(loop, compileCalculations(loop).calculations);
    expect(result).toEqual({
      ok: false,
      problem: { key: RULE_MESSAGES.dependencyCycle, item_id: 'x', params: { items: 'x, y, z' } },
    });
  });
});
