import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeListQuery,
  decodeListQueryParams,
  defaultListQuery,
  encodeListQuery,
  listQueryToParams,
  MAX_PAGE,
  type ListQuery,
} from './codec';
import { ANALYTICS_DATE_RANGE_PRESETS } from './date-presets';
import { FIELD_NAME_PATTERN, type FilterEntry, type FilterScalar } from './filter';
import { FILTER_OPERATORS, operatorValueShape } from './operators';
import { PAGE_SIZES } from './pagination';

const query = (overrides: Partial<ListQuery>): ListQuery => ({ ...defaultListQuery(), ...overrides });

describe('encodeListQuery / decodeListQuery (table)', () => {
  it.each<[string, ListQuery, string]>([
    ['defaults encode to nothing', query({}), ''],
    ['page size and page', query({ limit: 50, page: 3 }), 'limit=50&page=3'],
    [
      'sort with arrow key',
      query({ sort: { key: 'fields->color', direction: 'desc' } }),
      'sort=fields-%3Ecolor%3Adesc',
    ],
    [
      'filter with not flag',
      query({ filter: { status: { operator: 'exists-in', value: ['active', 'invited'], not: true } } }),
      'filter=' +
        encodeURIComponent('{"status":{"operator":"exists-in","value":["active","invited"],"not":true}}'),
    ],
    [
      'null check carries no value, keys sorted',
      query({
        filter: {
          zeta: { operator: 'is-null', value: null, not: false },
          alpha: { operator: 'bt', value: ['2024-01-01', '2024-01-31'], not: false },
        },
      }),
      'filter=' +
        encodeURIComponent(
          '{"alpha":{"operator":"bt","value":["2024-01-01","2024-01-31"]},"zeta":{"operator":"is-null"}}',
        ),
    ],
  ])('%s', (_name, decoded, encoded) => {
    expect(encodeListQuery(decoded)).toBe(encoded);
    expect(decodeListQuery(encoded)).toEqual({ ok: true, query: decoded });
  });

  it('drops empty filter entries when encoding', () => {
    const q = query({ filter: { name: { operator: 'equals', value: '', not: false } } });
    expect(encodeListQuery(q)).toBe('');
  });

  it('reads a leading ?, + for spaces, a dotted sort and ignores other parameters', () => {
    const result = decodeListQuery(
      '?with_saved_queries=1&sort=user.name&filter=%7B%22name%22%3A%7B%22operator%22%3A%22equals%22%2C%22value%22%3A%22a+b%22%7D%7D',
    );
    expect(result).toEqual({
      ok: true,
      query: query({
        sort: { key: 'user->name', direction: 'asc' },
        filter: { name: { operator: 'equals', value: 'a b', not: false } },
      }),
    });
  });

  it('gives the params object an HTTP client sends', () => {
    expect(listQueryToParams(query({ limit: 10, sort: { key: 'name', direction: 'asc' } }))).toEqual({
      limit: '10',
      sort: 'name:asc',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a page size not offered', { limit: '30' }, { limit: 'gen.validations.invalidPageSize' }],
    ['a non-numeric page size', { limit: '25abc' }, { limit: 'gen.validations.invalidPageSize' }],
    ['page 0', { page: '0' }, { page: 'gen.validations.invalidPage' }],
    ['a negative page', { page: '-1' }, { page: 'gen.validations.invalidPage' }],
    ['a page past the maximum', { page: String(MAX_PAGE + 1) }, { page: 'gen.validations.invalidPage' }],
    ['a repeated parameter (array)', { page: ['1', '2'] }, { page: 'gen.validations.invalidPage' }],
    ['a bad sort direction', { sort: 'name:up' }, { sort: 'gen.validations.invalidSort' }],
    ['an injected sort key', { sort: 'name;drop table users' }, { sort: 'gen.validations.invalidSort' }],
    ['filter that is not JSON', { filter: '{oops' }, { filter: 'gen.validations.invalidFilter' }],
    ['filter that is not an object', { filter: '[1]' }, { filter: 'gen.validations.invalidFilter' }],
    [
      'several problems at once',
      { limit: '7', filter: '{"a":{"operator":"nope"}}' },
      { limit: 'gen.validations.invalidPageSize', 'filter.a': 'gen.validations.invalidOperator' },
    ],
  ])('refuses %s', (_name, params, errors) => {
    expect(decodeListQueryParams(params)).toEqual({ ok: false, errors });
  });

  it('treats empty parameters as absent', () => {
    expect(decodeListQuery('limit=&page=&sort=&filter=')).toEqual({ ok: true, query: defaultListQuery() });
  });

  it('reports a broken percent-escape as an invalid filter instead of throwing', () => {
    expect(decodeListQuery('filter=%E0%A4%A')).toEqual({
      ok: false,
      errors: { filter: 'gen.validations.invalidFilter' },
    });
  });
});

const fieldKey = fc.stringMatching(FIELD_NAME_PATTERN).filter((k) => k !== '__proto__');
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 30 });
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
const listItem = fc.oneof(text, number);
const scalar: fc.Arbitrary<FilterScalar> = fc.oneof(text, number, fc.boolean());
const list = fc.array(listItem, { minLength: 1, maxLength: 5 });

const entry: fc.Arbitrary<FilterEntry> = fc
  .record({ operator: fc.constantFrom(...FILTER_OPERATORS), not: fc.boolean() })
  .chain(({ operator, not }) => {
    const value = {
      none: fc.constant(null),
      switch: fc.constant(true),
      scalar,
      list,
      'scalar-or-list': fc.oneof(scalar, list),
      pair: fc.oneof(
        fc.tuple(listItem, listItem),
        fc.constantFrom(...ANALYTICS_DATE_RANGE_PRESETS.filter((p) => p !== 'custom')),
      ),
    }[operatorValueShape(operator)];
    return value.map((v): FilterEntry => ({ operator, value: v, not }));
  });

const listQuery: fc.Arbitrary<ListQuery> = fc.record({
  limit: fc.constantFrom(...PAGE_SIZES),
  page: fc.integer({ min: 1, max: MAX_PAGE }),
  sort: fc.option(fc.record({ key: fieldKey, direction: fc.constantFrom('asc' as const, 'desc' as const) }), {
    nil: null,
  }),
  filter: fc.dictionary(fieldKey, entry, { maxKeys: 6 }),
});

describe('codec properties', () => {
  it('decode(encode(q)) gives q back for every normalised query', () => {
    fc.assert(
      fc.property(listQuery, (q) => {
        expect(decodeListQuery(encodeListQuery(q))).toEqual({ ok: true, query: q });
      }),
    );
  });

  it('encoding is canonical: encode(decode(encode(q))) === encode(q)', () => {
    fc.assert(
      fc.property(listQuery, (q) => {
        const once = encodeListQuery(q);
        const decoded = decodeListQuery(once);
        expect(decoded.ok && encodeListQuery(decoded.query)).toBe(once);
      }),
    );
  });

  it('never throws on arbitrary input, and errors name only known parameters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.json(), (raw, json) => {
        for (const input of [raw, `filter=${encodeURIComponent(json)}`, `sort=${raw}&limit=${raw}`]) {
          const result = decodeListQuery(input);
          if (!result.ok) {
            for (const key of Object.keys(result.errors))
              expect(key).toMatch(/^(limit|page|sort|filter)(\.|$)/);
          }
        }
      }),
    );
  });
});
