import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../store/test-doc';
import { createAutosave, SAVE_RETRY_MS } from './autosave';
import type { AutosaveDeps } from './autosave';

const base = testDocument(1);
const edit = (title: string) => ({ ...base, title });

function deferred() {
  let resolve!: (revision: number) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<number>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const calls: { title: string; revision: number; reply: ReturnType<typeof deferred> }[] = [];
  const deps: AutosaveDeps = {
    save: (doc, revision) => {
      const reply = deferred();
      calls.push({ title: doc.title, revision, reply });
      return reply.promise;
    },
    conflictMessage: (error) => (error === 'conflict' ? 'Someone else saved' : null),
    onStatus: vi.fn(),
    onConflict: vi.fn(),
    onError: vi.fn(),
  };
  return { calls, deps, autosave: createAutosave(base, 3, deps) };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves an edit at once with the current revision and takes the answered one', async () => {
    const { calls, deps, autosave } = setup();
    autosave.push(edit('a'));
    expect(calls).toHaveLength(0);
    // The badge is not redrawn inside the edit's own frame: it turns to "saving" when the save starts.
    expect(deps.onStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(deps.onStatus).toHaveBeenNthCalledWith(1, 'saving');
    expect(calls[0]).toMatchObject({ title: 'a', revision: 3 });
    calls[0]!.reply.resolve(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.revision()).toBe(4);
    expect(autosave.status()).toBe('saved');
    expect(autosave.isClean()).toBe(true);
  });

  it('keeps one save in flight and retries the newest queued edit after 1,000 ms', async () => {
    const { calls, autosave } = setup();
    autosave.push(edit('a'));
    await vi.advanceTimersByTimeAsync(0);
    autosave.push(edit('ab'));
    autosave.push(edit('abc'));
    expect(calls).toHaveLength(1);
    expect(autosave.status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS);
    expect(calls).toHaveLength(1);
    calls[0]!.reply.resolve(4);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ title: 'abc', revision: 4 });
    calls[1]!.reply.resolve(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.isClean()).toBe(true);
  });

  it('stops on a revision conflict, reports the server message and keeps the edit for overwrite', async () => {
    const { calls, deps, autosave } = setup();
    autosave.push(edit('mine'));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.reply.reject('conflict');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onConflict).toHaveBeenCalledWith('Someone else saved');
    expect(autosave.status()).toBe('conflict');
    autosave.push(edit('mine too'));
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS * 3);
    expect(calls).toHaveLength(1);
    expect(autosave.isClean()).toBe(false);
    autosave.overwrite(9);
    expect(calls[1]).toMatchObject({ title: 'mine too', revision: 9 });
  });

  it('opens the error path on any other failure and saves again on retry', async () => {
    const { calls, deps, autosave } = setup();
    autosave.push(edit('a'));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.reply.reject(new Error('boom'));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onError).toHaveBeenCalled();
    expect(autosave.status()).toBe('error');
    autosave.retry();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.title).toBe('a');
  });

  it('does not save an unchanged document and starts over on reset', async () => {
    const { calls, autosave } = setup();
    autosave.push(base);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    autosave.reset(edit('server'), 7);
    expect(autosave.revision()).toBe(7);
    expect(autosave.isClean()).toBe(true);
  });
});
