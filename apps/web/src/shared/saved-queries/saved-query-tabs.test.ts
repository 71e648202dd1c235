import { decodeListQuery, defaultListQuery, type ListQuery, type SavedQuery } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import {
  activeTab,
  canDeleteTab,
  canRenameTab,
  generateSavedQueryKey,
  savedQueryNameError,
  savedQueryTabs,
  tabAfterDelete,
  tabHasChanges,
} from './saved-query-tabs';

const stored = (key: string, query_string = ''): SavedQuery => ({
  id: `00000000-0000-4000-8000-00000000000${key.length}`,
  key,
  name: key,
  table_name: 'users',
  query_string,
});

const queryOf = (text: string): ListQuery => {
  const decoded = decodeListQuery(text);
  if (!decoded.ok) throw new Error(text);
  return decoded.query;
};

describe('savedQueryTabs', () => {
  it('synthesises the default when none is stored', () => {
    expect(savedQueryTabs([stored('mine')]).map((t) => [t.key, t.id === null])).toEqual([
      ['default', true],
      ['mine', false],
    ]);
  });
  it('puts a stored default first', () => {
    expect(savedQueryTabs([stored('mine'), stored('default')]).map((t) => t.key)).toEqual([
      'default',
      'mine',
    ]);
  });
});

describe('activeTab', () => {
  const tabs = savedQueryTabs([stored('default'), stored('mine')]);
  it.each([
    ['mine', 'mine'],
    [null, 'default'],
    ['deleted-one', 'default'],
  ])('key %s selects %s', (key, expected) => {
    expect(activeTab(tabs, key)?.key).toBe(expected);
  });
  it('falls back to the default after delete', () => {
    expect(activeTab(tabs, tabAfterDelete())?.key).toBe('default');
  });
});

describe('tabHasChanges', () => {
  const tab = { id: null, key: 'mine', name: 'Mine', query_string: 'sort=name%3Aasc' };
  it.each([
    ['same sort', 'sort=name:asc', false],
    ['same sort, other page', 'sort=name:asc&page=3', false],
    ['other sort', 'sort=name:desc', true],
    [
      'added filter',
      'sort=name:asc&filter=%7B%22a%22%3A%7B%22operator%22%3A%22equals%22%2C%22value%22%3A1%7D%7D',
      true,
    ],
    ['other page size', 'sort=name:asc&limit=50', true],
  ])('%s → %s', (_label, current, changed) => {
    expect(tabHasChanges(tab, queryOf(current))).toBe(changed);
  });
  it('an unreadable stored query always counts as changed', () => {
    expect(tabHasChanges({ ...tab, query_string: 'limit=7' }, defaultListQuery())).toBe(true);
  });
});

describe('rename, delete and keys', () => {
  it.each([
    ['default', false],
    ['mine', true],
  ])('tab %s can be renamed/deleted: %s', (key, allowed) => {
    const tab = { id: null, key, name: key, query_string: '' };
    expect(canRenameTab(tab)).toBe(allowed);
    expect(canDeleteTab(tab)).toBe(allowed);
  });

  it('generates a key no tab uses', () => {
    const values = ['a', 'a', 'b'];
    expect(generateSavedQueryKey([{ key: 'q_a' }], () => values.shift() ?? 'z')).toBe('q_b');
    expect(generateSavedQueryKey([])).toMatch(/^q_[a-z0-9]+$/);
  });

  it.each([
    ['', 'gen.validations.required'],
    ['   ', 'gen.validations.required'],
    ['x'.repeat(126), 'gen.validations.maxlength'],
    ['x'.repeat(125), null],
    ['Active admins', null],
  ])('name %j → %s', (name, message) => {
    expect(savedQueryNameError(name)).toBe(message);
  });
});
