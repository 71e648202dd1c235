import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { prefetchTemplate, takePrefetched } from './template-prefetch';

vi.mock('../../../shared/api/client', () => ({ api: { get: vi.fn() } }));

const get = vi.mocked(api.get);

describe('template preload', () => {
  beforeEach(() => get.mockReset());

  it('fetches once, quietly, and hands the answer out once', async () => {
    get.mockResolvedValueOnce({ data: 1 });
    prefetchTemplate('t1');
    prefetchTemplate('t1');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/checklist/template/t1', {
      silent: true,
      handleUnauthenticated: false,
      handleNotFound: false,
    });
    await expect(takePrefetched('t1')).resolves.toEqual({ data: 1 });
    expect(takePrefetched('t1')).toBeUndefined();
  });

  it('keeps a failed preload from surfacing as an unhandled rejection', async () => {
    const failure = Promise.reject(new Error('offline'));
    get.mockReturnValueOnce(failure);
    prefetchTemplate('t2');
    await expect(takePrefetched('t2')).rejects.toThrow('offline');
  });
});
