import { defaultListQuery, type ListQuery } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { listPart, queryFromSearch, searchHasListState, searchWithQuery } from './url-query';
import { isStringList, readTableMemory, tableStorageKey, writeTableMemory } from './table-storage';

const query: ListQuery = {
  limit: 50,
  page: 3,
  sort: { key: 'fields->score', direction: 'desc' },
  filter: { status: { operator: 'exists-in', value: ['active', 'invite'], not: false } },
};

describe('url query', () => {
  it('round-trips a query and tab through the URL, keeping other parameters', () => {
    const search = searchWithQuery(new URLSearchParams('x=1&page=9'), query, 'q_abc');
    expect(search.get('x')).toBe('1');
    expect(search.get('tab')).toBe('q_abc');
    expect(queryFromSearch(new URLSearchParams(search.toString()))).toEqual(query);
  });

  it.each([
    ['', defaultListQuery()],
    ['limit=7', defaultListQuery()],
    ['filter=%7Bbroken', defaultListQuery()],
  ])('falls back to defaults for %j', (text, expected) => {
    expect(queryFromSearch(new URLSearchParams(text))).toEqual(expected);
  });

  it.each([
    ['', false],
    ['x=1', false],
    ['tab=default', true],
    ['page=2', true],
  ])('searchHasListState(%j) = %s', (text, has) => {
    expect(searchHasListState(new URLSearchParams(text))).toBe(has);
  });

  it('listPart keeps only the codec parameters', () => {
    expect(listPart(new URLSearchParams('tab=a&sort=name%3Aasc&x=1'))).toBe('sort=name%3Aasc');
  });
});

describe('table storage', () => {
  it('remembers per table and survives garbage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage;
    writeTableMemory('users', 'columns', ['email'], storage);
    expect(readTableMemory('users', 'columns', isStringList, storage)).toEqual(['email']);
    expect(readTableMemory('groups', 'columns', isStringList, storage)).toBeNull();
    store.set(tableStorageKey('users', 'columns'), '{oops');
    expect(readTableMemory('users', 'columns', isStringList, storage)).toBeNull();
  });
});
