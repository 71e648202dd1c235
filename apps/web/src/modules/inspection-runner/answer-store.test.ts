import { describe, expect, it, vi } from 'vitest';
import { createAnswerStore } from './answer-store';
import type { LocalAnswer } from './local/runner-db';

const answer = (item_id: string, value: LocalAnswer['value']): LocalAnswer => ({
  inspection_id: 'i1',
  item_id,
  instance: 0,
  value,
  note: null,
  media: [],
  rating: null,
  changed: {},
});

describe('answer store', () => {
  it('keeps the object of an unchanged answer and tells only the changed one’s listeners', () => {
    const store = createAnswerStore();
    store.replace([answer('a', 1), answer('b', 2)]);
    const first = store.map();
    const a = store.get('a:0');
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe('a:0', onA);
    store.subscribe('b:0', onB);

    store.replace([answer('a', 1), answer('b', 3)]);

    expect(store.get('a:0')).toBe(a);
    expect(store.get('b:0')?.value).toBe(3);
    expect(onA).not.toHaveBeenCalled();
    expect(onB).toHaveBeenCalledTimes(1);
    expect(store.map()).not.toBe(first);
  });

  it('keeps the same map when a fresh read changes nothing, and announces a removed answer', () => {
    const store = createAnswerStore();
    store.replace([answer('a', 1)]);
    const before = store.map();
    store.replace([answer('a', 1)]);
    expect(store.map()).toBe(before);

    const onA = vi.fn();
    const stop = store.subscribe('a:0', onA);
    store.replace([]);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(store.get('a:0')).toBeUndefined();
    stop();
    store.replace([answer('a', 2)]);
    expect(onA).toHaveBeenCalledTimes(1);
  });
});
