import { describe, expect, it } from 'vitest';
import { SumTree } from './sum-tree';

describe('SumTree', () => {
  it('keeps the same total whether built at once or updated term by term', () => {
    const values = [0.1, 0.2, 0.3, 1e-9, 7, -2.5, 0.7];
    const built = new SumTree(values.length);
    built.rebuild(values);
    const updated = new SumTree(values.length);
    [...values].reverse().forEach((v, r) => updated.set(values.length - 1 - r, v));
    expect(updated.total()).toBe(built.total());
    expect(built.total()).toBeCloseTo(5.800000001, 9);
  });

  it('handles one and zero terms', () => {
    const one = new SumTree(1);
    one.set(0, 4);
    expect(one.total()).toBe(4);
    expect(new SumTree(0).total()).toBe(0);
  });
});
