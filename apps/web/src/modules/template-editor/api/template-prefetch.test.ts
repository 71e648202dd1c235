import { beforeEach, describe, expect, it, vi } from 'vitest';
import { templateEditorApi } from './template-editor-api';
import type { LoadedTemplate } from './template-editor-api';
import { prefetchTemplate, takeTemplate } from './template-prefetch';

vi.mock('./template-editor-api', () => ({ templateEditorApi: { load: vi.fn() } }));

const load = vi.mocked(templateEditorApi.load);
const loaded = (revision: number) => ({ revision }) as unknown as LoadedTemplate;

describe('template preload', () => {
  beforeEach(() => load.mockReset());

  it('hands the preloaded template to the page once, quietly fetched', async () => {
    load.mockResolvedValueOnce(loaded(1)).mockResolvedValueOnce(loaded(2));
    prefetchTemplate('t1');
    prefetchTemplate('t1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('t1', { quiet: true });
    await expect(takeTemplate('t1')).resolves.toEqual(loaded(1));
    await expect(takeTemplate('t1')).resolves.toEqual(loaded(2));
    expect(load).toHaveBeenLastCalledWith('t1');
  });

  it('asks again, with the usual error handling, when the preload failed', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(loaded(3));
    prefetchTemplate('t2');
    await expect(takeTemplate('t2')).resolves.toEqual(loaded(3));
    expect(load).toHaveBeenLastCalledWith('t2');
  });
});
