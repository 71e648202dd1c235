import { describe, expect, it, vi } from 'vitest';
import { createSaveStatus } from './save-status';

describe('createSaveStatus', () => {
  it('answers the new state at once and tells listeners once, in the next task', async () => {
    vi.useFakeTimers();
    const store = createSaveStatus();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('pending');
    store.set('saving');
    store.set('saving');
    expect(store.get()).toBe('saving');
    expect(listener).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
