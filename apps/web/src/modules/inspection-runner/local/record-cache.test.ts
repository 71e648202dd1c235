import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/api-error';
import { searchWithCache } from './record-cache';
import { RunnerDb } from './runner-db';

const db = new RunnerDb(`records-${crypto.randomUUID()}`);
afterEach(() => db.records.clear());

type Asset = { id: string; name: string };
const describeAsset = (a: Asset) => ({ id: a.id, label: a.name });
const FORKLIFTS: Asset[] = [
  { id: 'a1', name: 'Forklift 7' },
  { id: 'a2', name: 'Forklift 12' },
  { id: 'a3', name: 'Dock door' },
];
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('record picks with no network', () => {
  it('answer what the same source showed online, by text or by id', async () => {
    expect(
      await searchWithCache(db, '/assets/search', async () => FORKLIFTS, describeAsset, ''),
    ).toHaveLength(3);
    const byText = await searchWithCache<Asset>(db, '/assets/search', offline, describeAsset, 'fork');
    expect(byText.map((a) => a.name)).toEqual(['Forklift 12', 'Forklift 7']);
    const byId = await searchWithCache<Asset>(db, '/assets/search', offline, describeAsset, '', ['a3', 'zz']);
    expect(byId).toEqual([FORKLIFTS[2]]);
    expect(await searchWithCache<Asset>(db, '/user/search', offline, describeAsset, '')).toEqual([]);
  });

  it("pass a server's refusal on instead of answering from the device", async () => {
    const refusal = new ApiRequestError(403, { message: 'no', error_code: 'USR_FORBIDDEN', data: null });
    await expect(
      searchWithCache(db, '/assets/search', () => Promise.reject(refusal), describeAsset, ''),
    ).rejects.toBe(refusal);
  });
});
