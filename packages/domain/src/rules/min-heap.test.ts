import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap';

describe('MinHeap', () => {
  it('pops keys in ascending order', () => {
    const heap = new MinHeap();
    const keys = [5, 3, 9, 1, 7, 3, 0, 12, 4];
    keys.forEach((k) => heap.push(k));
    const out: number[] = [];
    while (heap.size > 0) out.push(heap.pop());
    expect(out).toEqual([...keys].sort((a, b) => a - b));
  });
});
