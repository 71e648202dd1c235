/** One batch of a keyset walk and where the next one starts (undefined after the last). */
export interface KeysetBatch<B, K> {
  batch: B;
  next: K | undefined;
}

/**
 * Batches of a keyset walk with the next batch read while the caller works on the current one: the database and the
 * encoder run at once (exports, ADR 212 and 222), and at most two batches are held whatever the walk's length.
 */
export async function* readAhead<B, K>(
  read: (after: K | undefined) => Promise<KeysetBatch<B, K>>,
): AsyncGenerator<B> {
  let pending = read(undefined);
  for (;;) {
    const { batch, next } = await pending;
    if (next !== undefined) {
      pending = read(next);
      pending.catch(() => undefined);
    }
    yield batch;
    if (next === undefined) return;
  }
}
