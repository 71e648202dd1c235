/** A topological order of a graph, or a cycle that prevents one. */
export type TopologicalResult = { ok: true; order: number[] } | { ok: false; cycle: number[] };

/**
 * Orders nodes 0..count-1 so every edge goes forward (Kahn's algorithm, deterministic: released nodes
 * are taken lowest index first). Rejects cycles, naming one of them.
 */
export function topologicalOrder(
  count: number,
  successors: (node: number) => Iterable<number>,
): TopologicalResult {
  const indegree = new Int32Array(count);
  for (let n = 0; n < count; n += 1) for (const m of successors(n)) indegree[m]! += 1;
  const ready: number[] = [];
  for (let n = count - 1; n >= 0; n -= 1) if (indegree[n] === 0) ready.push(n);
  const order: number[] = [];
  while (ready.length > 0) {
    const n = ready.pop() as number;
    order.push(n);
    const released: number[] = [];
    for (const m of successors(n)) {
      indegree[m]! -= 1;
      if (indegree[m] === 0) released.push(m);
    }
    released.sort((a, b) => b - a);
    ready.push(...released);
  }
  if (order.length === count) return { ok: true, order };
  return { ok: false, cycle: findCycle(count, successors, indegree) };
}

function findCycle(
  count: number,
  successors: (node: number) => Iterable<number>,
  indegree: Int32Array,
): number[] {
  const state = new Uint8Array(count);
  const stack: number[] = [];
  const visit = (n: number): number[] | null => {
    state[n] = 1;
    stack.push(n);
    for (const m of successors(n)) {
      if (state[m] === 1) return stack.slice(stack.indexOf(m));
      if (state[m] === 0 && indegree[m]! > 0) {
        const found = visit(m);
        if (found) return found;
      }
    }
    stack.pop();
    state[n] = 2;
    return null;
  };
  for (let n = 0; n < count; n += 1) {
    if (indegree[n]! > 0 && state[n] === 0) {
      const found = visit(n);
      if (found) return found;
    }
  }
  return [];
}
