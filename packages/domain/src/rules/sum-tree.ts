/**
 * A fixed-shape binary sum tree. Updating one term costs O(log n), and because every internal node is
 * always the sum of the same two children, the total is bit-identical whether it was built at once or
 * reached by any sequence of updates — so incremental running sums equal a full evaluation exactly.
 */
export class SumTree {
  private readonly size: number;
  private readonly nodes: Float64Array;

  constructor(readonly length: number) {
    let size = 1;
    while (size < length) size *= 2;
    this.size = size;
    this.nodes = new Float64Array(2 * size);
  }

  /** Replaces every term and rebuilds the internal sums bottom-up. */
  rebuild(values: ArrayLike<number>): void {
    this.nodes.fill(0);
    for (let i = 0; i < this.length; i += 1) this.nodes[this.size + i] = values[i] ?? 0;
    for (let k = this.size - 1; k >= 1; k -= 1) this.nodes[k] = this.nodes[2 * k]! + this.nodes[2 * k + 1]!;
  }

  /** Replaces one term and refreshes the sums on its path to the root. */
  set(index: number, value: number): void {
    let k = this.size + index;
    this.nodes[k] = value;
    for (k >>= 1; k >= 1; k >>= 1) this.nodes[k] = this.nodes[2 * k]! + this.nodes[2 * k + 1]!;
  }

  /** The sum of all terms. */
  total(): number {
    return this.nodes[1]!;
  }
}
