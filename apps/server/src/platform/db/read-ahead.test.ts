import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

describe('readAhead', () => {
  it('yields the batches in order and reads the next one while the current one is worked on', async () => {
    const started: number[] = [];
    const read = async (after: number | undefined) => {
      const at = (after ?? 0) + 1;
      started.push(at);
      return { batch: at, next: at < 3 ? at : undefined };
    };
    const seen: { batch: number; startedBefore: number[] }[] = [];
    for await (const batch of readAhead(read)) {
      await Promise.resolve();
      seen.push({ batch, startedBefore: [...started] });
    }
    expect(seen.map((s) => s.batch)).toEqual([1, 2, 3]);
    expect(seen[0]?.startedBefore).toEqual([1, 2]);
    expect(started).toEqual([1, 2, 3]);
  });

  it('passes a failed read on to the consumer', async () => {
    const read = async (after: string | undefined) => {
      if (after) throw new Error('gone');
      return { batch: 'first', next: 'more' };
    };
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const batch of readAhead(read)) seen.push(batch);
      })(),
    ).rejects.toThrow('gone');
    expect(seen).toEqual(['first']);
  });
});
