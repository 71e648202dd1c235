/** A binary min-heap of numbers: the engine's dirty queue, popped in topological-rank order. */
export class MinHeap {
  private readonly data: number[] = [];

  get size(): number {
    return this.data.length;
  }

  /** Adds a key in O(log n). */
  push(key: number): void {
    const d = this.data;
    let i = d.length;
    d.push(key);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (d[p]! <= key) break;
      d[i] = d[p]!;
      i = p;
    }
    d[i] = key;
  }

  /** Removes and returns the smallest key (the heap must not be empty). */
  pop(): number {
    const d = this.data;
    const top = d[0]!;
    const last = d.pop()!;
    const n = d.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && d[r]! < d[l]! ? r : l;
      if (d[c]! >= last) break;
      d[i] = d[c]!;
      i = c;
    }
    d[i] = last;
    return top;
  }
}
