import { describe, expect, it } from 'vitest';
import { defaultListQuery, encodeListQuery, type ListQuery } from './codec';
import {
  canDeleteSavedQuery,
  checkSavedQueryUpdate,
  saveSavedQueryRequestSchema,
  savedQueryDiffers,
} from './saved-query.schema';

const body = {
  key: 'q_1',
  name: 'Active users',
  table_name: 'users',
  query_string:
    'limit=50&filter=%7B%22status%22%3A%7B%22operator%22%3A%22equals%22%2C%22value%22%3A%22active%22%7D%7D',
};

const firstMessage = (input: unknown): string | undefined =>
  saveSavedQueryRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('POST /saved-query body', () => {
  it('accepts a create and an update', () => {
    expect(saveSavedQueryRequestSchema.safeParse(body).success).toBe(true);
    expect(
      saveSavedQueryRequestSchema.safeParse({ ...body, id: '0b9a8c5e-7f0e-4f51-9d55-3c8a3f8f6a10' }).success,
    ).toBe(true);
  });

  it.each([
    ['an empty name', { ...body, name: '' }, 'gen.validations.required'],
    ['a blank name', { ...body, name: '   ' }, 'gen.validations.required'],
    ['a missing name', { ...body, name: undefined }, 'gen.validations.required'],
    ['a 126-character name', { ...body, name: 'x'.repeat(126) }, 'gen.validations.maxlength'],
    [
      'a query string the codec refuses',
      { ...body, query_string: 'limit=33' },
      'gen.validations.invalidFilter',
    ],
  ])('refuses %s with %s', (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accepts a 125-character name', () => {
    expect(saveSavedQueryRequestSchema.safeParse({ ...body, name: 'x'.repeat(125) }).success).toBe(true);
  });

  it('refuses an unsafe key or table name', () => {
    expect(saveSavedQueryRequestSchema.safeParse({ ...body, key: 'a b' }).success).toBe(false);
    expect(saveSavedQueryRequestSchema.safeParse({ ...body, table_name: 'users;--' }).success).toBe(false);
  });
});

describe('default query rules', () => {
  it.each([
    ['a new query', null, { key: 'q1', name: 'Mine' }, null],
    ['renaming an ordinary query', { key: 'q1', name: 'A' }, { key: 'q1', name: 'B' }, null],
    [
      'saving the default under its name',
      { key: 'default', name: 'All' },
      { key: 'default', name: 'All' },
      null,
    ],
    [
      'renaming the default',
      { key: 'default', name: 'All' },
      { key: 'default', name: 'Other' },
      { name: 'gen.validations.defaultQueryLocked' },
    ],
    [
      'moving the default key away',
      { key: 'default', name: 'All' },
      { key: 'q9', name: 'All' },
      { key: 'gen.validations.defaultQueryLocked' },
    ],
    [
      'taking over the default key',
      { key: 'q1', name: 'All' },
      { key: 'default', name: 'All' },
      { key: 'gen.validations.defaultQueryLocked' },
    ],
  ])('%s', (_name, stored, incoming, expected) => {
    expect(checkSavedQueryUpdate(stored, incoming)).toEqual(expected);
  });

  it('never deletes the default', () => {
    expect(canDeleteSavedQuery({ key: 'default' })).toBe(false);
    expect(canDeleteSavedQuery({ key: 'q1' })).toBe(true);
  });
});

describe('savedQueryDiffers (tab changes marker)', () => {
  const saved: ListQuery = {
    ...defaultListQuery(),
    limit: 50,
    sort: { key: 'name', direction: 'asc' },
    filter: { status: { operator: 'exists-in', value: ['active'], not: false } },
  };
  const stored = { query_string: encodeListQuery(saved) };

  it.each<[string, ListQuery, boolean]>([
    ['the same query', saved, false],
    ['another page only', { ...saved, page: 4 }, false],
    [
      'an emptied extra filter',
      { ...saved, filter: { ...saved.filter, name: { operator: 'equals', value: '', not: false } } },
      false,
    ],
    ['another page size', { ...saved, limit: 25 }, true],
    ['another sort direction', { ...saved, sort: { key: 'name', direction: 'desc' } }, true],
    [
      'a flipped not flag',
      { ...saved, filter: { status: { operator: 'exists-in', value: ['active'], not: true } } },
      true,
    ],
    [
      'an added filter',
      { ...saved, filter: { ...saved.filter, name: { operator: 'equals', value: 'x', not: false } } },
      true,
    ],
  ])('%s → %s', (_name, current, differs) => {
    expect(savedQueryDiffers(stored, current)).toBe(differs);
  });

  it('a stored string the codec refuses always differs', () => {
    expect(savedQueryDiffers({ query_string: 'limit=7' }, defaultListQuery())).toBe(true);
  });
});
