import { describe, expect, it } from 'vitest';
import { topologicalOrder } from './dependency-graph';

describe('topologicalOrder', () => {
  it('orders every edge forward, keeping index order where free', () => {
    const edges = [[2], [2], [3], []];
    const result = topologicalOrder(4, (n) => edges[n]!);
    expect(result).toEqual({ ok: true, order: [0, 1, 2, 3] });
    const back = [[], [0], [1]];
    expect(topologicalOrder(3, (n) => back[n]!)).toEqual({ ok: true, order: [2, 1, 0] });
  });

  it('rejects a cycle and names it', () => {
    const edges = [[1], [2], [1, 3], []];
    const result = topologicalOrder(4, (n) => edges[n]!);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : [...result.cycle].sort()).toEqual([1, 2]);
  });
});
