import type { FilterEntry, ListQuery } from '@fieldbook/domain';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItemsDb, items, itemsList, OWNER_1, OWNER_2 } from './list-query.fixture';
import { ListQueryError } from './list-query-error';
import { listQueryPlan, translateListQuery, type TranslateOptions } from './translate';

let db: PgliteDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createItemsDb()));
afterAll(() => close());

const query = (filter: Record<string, FilterEntry>, extra: Partial<ListQuery> = {}): ListQuery => ({
  limit: 100,
  page: 1,
  sort: null,
  filter,
  ...extra,
});

async function ids(q: ListQuery, options: TranslateOptions = {}): Promise<number[]> {
  const plan = translateListQuery(itemsList, q, options);
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return rows.map((r) => r.id);
}

const f = (
  operator: FilterEntry['operator'],
  value: FilterEntry['value'] = null,
  not = false,
): FilterEntry => ({
  operator,
  value,
  not,
});

type Case = [string, string, FilterEntry, number[], TranslateOptions?];
const berlin = { timeZone: 'Europe/Berlin' };

const cases: Case[] = [
  // text
  ['text equals', 'name', f('equals', 'beta valve'), [2]],
  ['text not-equals keeps NULL rows', 'name', f('not-equals', 'beta valve'), [1, 3, 4, 5]],
  ['text equals with not', 'name', f('equals', 'beta valve', true), [1, 3, 4, 5]],
  ['contains is case-insensitive', 'name', f('string-contains', 'A'), [1, 2, 3, 5]],
  ['contains takes % and _ literally', 'name', f('string-contains', '%_'), [3]],
  ['contains takes \\ literally', 'name', f('string-contains', '\\'), [5]],
  ['starts-with', 'name', f('starts-with', 'al'), [1]],
  ['ends-with', 'name', f('ends-with', 'VALVE'), [2]],
  ['starts-with with not', 'name', f('starts-with', 'zz', true), [1, 2, 3, 4, 5]],
  ['text is-null', 'name', f('is-null'), [4]],
  ['text is-not-null', 'name', f('is-not-null'), [1, 2, 3, 5]],
  // integer numbers
  ['number equals', 'qty', f('equals', 10), [2, 5]],
  ['number equals numeric text', 'qty', f('equals', '10'), [2, 5]],
  ['number not-equals', 'qty', f('not-equals', 10), [1, 3, 4]],
  ['greater', 'qty', f('greater', 5), [2, 5]],
  ['greater-equal-to', 'qty', f('greater-equal-to', 5), [1, 2, 5]],
  ['lesser', 'qty', f('lesser', 5), [4]],
  ['lesser-equal-to', 'qty', f('lesser-equal-to', 5), [1, 4]],
  ['lesser with not', 'qty', f('lesser', 5, true), [1, 2, 3, 5]],
  ['between is inclusive', 'qty', f('bt', [0, 10]), [1, 2, 5]],
  ['not-between', 'qty', f('not-between', [0, 10]), [3, 4]],
  ['between with not', 'qty', f('bt', [0, 10], true), [3, 4]],
  ['number is-null', 'qty', f('is-null'), [3]],
  ['number is-not-null', 'qty', f('is-not-null'), [1, 2, 4, 5]],
  // decimals
  ['decimal greater', 'price', f('greater', 9.99), [1, 2]],
  ['decimal between', 'price', f('bt', [0, 10.5]), [1, 3, 5]],
  ['decimal lesser-equal-to text', 'price', f('lesser-equal-to', '5'), [3, 5]],
  // dates
  ['date equals', 'born', f('equals', '2024-01-10'), [1, 5]],
  ['date greater', 'born', f('greater', '2024-01-10'), [2]],
  ['date lesser', 'born', f('lesser', '2024-01-10'), [4]],
  ['date greater-equal-to', 'born', f('greater-equal-to', '2024-01-10'), [1, 2, 5]],
  ['date lesser-equal-to', 'born', f('lesser-equal-to', '2024-01-10'), [1, 4, 5]],
  ['date between', 'born', f('bt', ['2024-01-01', '2024-01-31']), [1, 5]],
  ['date not-between', 'born', f('not-between', ['2024-01-01', '2024-01-31']), [2, 3, 4]],
  ['date is-null', 'born', f('is-null'), [3]],
  ['date preset last 7 days', 'born', f('bt', 'last-7-days'), [2], { now: new Date('2024-02-25T12:00:00Z') }],
  [
    'date preset last 3 months',
    'born',
    f('bt', 'last-3-months'),
    [1, 2, 4, 5],
    { now: new Date('2024-02-25T12:00:00Z') },
  ],
  // timestamps, by the user's calendar day
  ['timestamp equals a Berlin day', 'seen_at', f('equals', '2024-03-02'), [1, 5], berlin],
  ['timestamp equals a UTC day', 'seen_at', f('equals', '2024-03-01'), [1, 2]],
  ['timestamp equals in GMT+05:30', 'seen_at', f('equals', '2024-03-02'), [1, 5], { timeZone: 'GMT+05:30' }],
  ['timestamp equals in -11:00', 'seen_at', f('equals', '2024-03-01'), [1, 2, 5], { timeZone: '-11:00' }],
  ['timestamp not-equals', 'seen_at', f('not-equals', '2024-03-02'), [2, 3, 4], berlin],
  ['timestamp greater', 'seen_at', f('greater', '2024-03-01'), [1, 5], berlin],
  ['timestamp greater-equal-to', 'seen_at', f('greater-equal-to', '2024-03-01'), [1, 2, 5], berlin],
  ['timestamp lesser', 'seen_at', f('lesser', '2024-03-01'), [4], berlin],
  ['timestamp lesser-equal-to', 'seen_at', f('lesser-equal-to', '2024-03-01'), [2, 4], berlin],
  ['timestamp between', 'seen_at', f('bt', ['2024-02-29', '2024-03-01']), [2, 4], berlin],
  ['timestamp not-between', 'seen_at', f('not-between', ['2024-02-29', '2024-03-01']), [1, 3, 5], berlin],
  [
    'timestamp preset today',
    'seen_at',
    f('bt', 'today'),
    [1, 5],
    { ...berlin, now: new Date('2024-03-01T23:45:00Z') },
  ],
  ['timestamp is-null', 'seen_at', f('is-null'), [3]],
  // booleans and switches
  ['boolean equals true', 'active', f('equals', true), [1, 4]],
  ['boolean equals "false"', 'active', f('equals', 'false'), [2, 5]],
  ['boolean not-equals keeps NULL rows', 'active', f('not-equals', true), [2, 3, 5]],
  ['boolean switch ON', 'active', f('switch', true), [1, 4]],
  ['boolean is-null', 'active', f('is-null'), [3]],
  ['switch column ON', 'archived', f('switch', true), [2]],
  ['switch column with not', 'archived', f('switch', true, true), [1, 3, 4, 5]],
  // single-valued multi-select (enum)
  ['enum exists-in', 'status', f('exists-in', ['active', 'paused']), [1, 2, 3]],
  ['enum not-exists-in keeps NULL rows', 'status', f('not-exists-in', ['active']), [2, 4, 5]],
  ['enum equals a list of one', 'status', f('equals', ['active']), [1, 3]],
  ['enum equals a single value', 'status', f('equals', 'active'), [1, 3]],
  ['enum equals two values matches none', 'status', f('equals', ['active', 'paused']), []],
  ['enum not-equals', 'status', f('not-equals', ['active']), [2, 4, 5]],
  ['enum all-in', 'status', f('all-in', ['active']), [1, 3]],
  ['enum all-in two values', 'status', f('all-in', ['active', 'paused']), []],
  ['enum all-not-in', 'status', f('all-not-in', ['active', 'paused']), [1, 2, 3, 4, 5]],
  ['enum exists-in with not', 'status', f('exists-in', ['active'], true), [2, 4, 5]],
  ['enum is-null', 'status', f('is-null'), [4]],
  ['uuid enum exists-in', 'owner', f('exists-in', [OWNER_1]), [1, 5]],
  ['uuid enum exists-in two', 'owner', f('exists-in', [OWNER_1, OWNER_2]), [1, 2, 5]],
  // arrays
  ['array exists-in', 'tags', f('exists-in', ['red']), [1, 5]],
  ['array exists-in any of', 'tags', f('exists-in', ['green', 'blue']), [1, 2, 5]],
  ['array not-exists-in', 'tags', f('not-exists-in', ['red']), [2, 3, 4]],
  ['array equals the exact set', 'tags', f('equals', ['blue', 'red']), [1]],
  ['array equals one', 'tags', f('equals', ['blue']), [2]],
  ['array not-equals', 'tags', f('not-equals', ['blue']), [1, 3, 4, 5]],
  ['array all-in', 'tags', f('all-in', ['red', 'blue']), [1, 5]],
  ['array all-not-in', 'tags', f('all-not-in', ['red', 'blue']), [2, 3, 4]],
  ['array all-in with not', 'tags', f('all-in', ['red', 'blue'], true), [2, 3, 4]],
  ['array is-null counts empty arrays', 'tags', f('is-null'), [3, 4]],
  ['array is-not-null', 'tags', f('is-not-null'), [1, 2, 5]],
  // custom fields in jsonb
  ['custom text equals', 'fields->color', f('equals', 'red'), [1]],
  ['custom text contains', 'fields->color', f('string-contains', 'RED'), [1, 5]],
  ['custom text is-null (missing or empty)', 'fields->color', f('is-null'), [3, 4]],
  [
    'custom number greater',
    'fields->size',
    f('greater', 5),
    [1, 5],
    { customFieldKinds: { size: 'number' } },
  ],
  ['custom number lesser', 'fields->size', f('lesser', 5), [2], { customFieldKinds: { size: 'number' } }],
  [
    'custom number: junk counts as null',
    'fields->size',
    f('is-null'),
    [3, 4],
    { customFieldKinds: { size: 'number' } },
  ],
  [
    'custom number between',
    'fields->size',
    f('bt', [2, 10]),
    [1, 2],
    { customFieldKinds: { size: 'number' } },
  ],
];

describe('translateListQuery on PGlite: every operator returns exactly the expected rows', () => {
  it.each(cases)('%s', async (_name, field, entry, expected, options) => {
    expect(await ids(query({ [field]: entry }), options)).toEqual(expected);
  });

  it('combines filters with AND', async () => {
    expect(await ids(query({ qty: f('equals', 10), active: f('equals', false) }))).toEqual([2, 5]);
    expect(await ids(query({ qty: f('equals', 10), tags: f('exists-in', ['green']) }))).toEqual([5]);
  });

  it('an OFF switch arriving on the wire is ignored', async () => {
    const plan = listQueryPlan(itemsList, { filter: '{"archived":{"operator":"switch","value":false}}' });
    expect(plan.where).toBeUndefined();
  });
});

describe('sorting and paging', () => {
  it.each<[string, ListQuery['sort'], number[], TranslateOptions?]>([
    ['the default sort', null, [1, 2, 3, 4, 5]],
    [
      'desc with a desc tiebreaker (NULLs first, PostgreSQL default)',
      { key: 'qty', direction: 'desc' },
      [3, 5, 2, 1, 4],
    ],
    ['asc with NULLs last', { key: 'price', direction: 'asc' }, [3, 5, 1, 2, 4]],
    [
      'a numeric custom field',
      { key: 'fields->size', direction: 'asc' },
      [2, 1, 5, 3, 4],
      { customFieldKinds: { size: 'number' } },
    ],
  ])('%s', async (_name, sort, expected, options) => {
    expect(await ids(query({}, { sort }), options)).toEqual(expected);
  });

  it('pages with limit and offset', async () => {
    expect(await ids(query({}, { limit: 10, page: 1, sort: { key: 'qty', direction: 'asc' } }))).toEqual([
      4, 1, 2, 5, 3,
    ]);
    const plan = translateListQuery(itemsList, query({}, { limit: 25, page: 3 }));
    expect([plan.limit, plan.offset]).toEqual([25, 50]);
  });
});

function errorsOf(run: () => unknown): Record<string, string> | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ListQueryError) return error.fields;
    throw error;
  }
}

describe('refused queries throw ListQueryError (never a SQL error)', () => {
  it.each<[string, Record<string, FilterEntry>, Record<string, string>, TranslateOptions?]>([
    ['an unknown field', { secret: f('equals', 'x') }, { 'filter.secret': 'gen.validations.unknownField' }],
    [
      'a prototype key',
      { constructor: f('equals', 'x') },
      { 'filter.constructor': 'gen.validations.unknownField' },
    ],
    [
      'a field that is not filterable',
      { hidden_note: f('equals', 'x') },
      { 'filter.hidden_note': 'gen.validations.unknownField' },
    ],
    [
      'a custom field outside the allow-list',
      { 'fields->weight': f('equals', 1) },
      { 'filter.fields->weight': 'gen.validations.unknownField' },
      { customFieldKinds: { size: 'number' } },
    ],
    [
      'another JSON prefix',
      { 'other->x': f('equals', 1) },
      { 'filter.other->x': 'gen.validations.unknownField' },
    ],
    [
      'a number operator on text',
      { name: f('greater', 'a') },
      { 'filter.name': 'gen.validations.invalidOperator' },
    ],
    [
      'a text operator on numbers',
      { qty: f('string-contains', '1') },
      { 'filter.qty': 'gen.validations.invalidOperator' },
    ],
    [
      'a text operator on arrays',
      { tags: f('starts-with', 'r') },
      { 'filter.tags': 'gen.validations.invalidOperator' },
    ],
    [
      'a value operator on a switch',
      { archived: f('equals', true) },
      { 'filter.archived': 'gen.validations.invalidOperator' },
    ],
    [
      'a fraction for an integer column',
      { qty: f('equals', 5.5) },
      { 'filter.qty': 'gen.validations.invalidValue' },
    ],
    ['text for a number', { qty: f('equals', 'ten') }, { 'filter.qty': 'gen.validations.invalidValue' }],
    [
      'a reversed number between',
      { qty: f('bt', [10, 1]) },
      { 'filter.qty': 'gen.validations.invalidValue' },
    ],
    [
      'a date preset on a number',
      { qty: f('bt', 'today') },
      { 'filter.qty': 'gen.validations.invalidValue' },
    ],
    [
      'a between with a bad date',
      { born: f('bt', ['2024-01-01', 'garbage']) },
      { 'filter.born': 'gen.validations.invalidDateRange' },
    ],
    [
      'a between before 1920',
      { born: f('bt', ['1900-01-01', '2024-01-01']) },
      { 'filter.born': 'gen.validations.invalidDateRange' },
    ],
    [
      'a reversed date between',
      { seen_at: f('bt', ['2024-02-01', '2024-01-01']) },
      { 'filter.seen_at': 'gen.validations.invalidDateRange' },
    ],
    [
      'a non-date for a date',
      { born: f('equals', 'yesterday') },
      { 'filter.born': 'gen.validations.invalidValue' },
    ],
    ['a non-boolean', { active: f('equals', 'maybe') }, { 'filter.active': 'gen.validations.invalidValue' }],
    [
      'an option the column does not have',
      { status: f('exists-in', ['bogus']) },
      { 'filter.status': 'gen.validations.invalidValue' },
    ],
    [
      'a malformed uuid',
      { owner: f('exists-in', ['not-a-uuid']) },
      { 'filter.owner': 'gen.validations.invalidValue' },
    ],
    [
      'several problems, all reported',
      { secret: f('equals', 1), qty: f('bt', [3, 1]), name: f('lesser', 'x') },
      {
        'filter.secret': 'gen.validations.unknownField',
        'filter.qty': 'gen.validations.invalidValue',
        'filter.name': 'gen.validations.invalidOperator',
      },
    ],
  ])('%s', (_name, filter, expected, options) => {
    expect(errorsOf(() => translateListQuery(itemsList, query(filter), options))).toEqual(expected);
  });

  it.each<[string, ListQuery['sort'], TranslateOptions?]>([
    ['an unknown sort key', { key: 'secret', direction: 'asc' }],
    ['a switch as sort key', { key: 'archived', direction: 'asc' }],
    ['a column that is not sortable', { key: 'hidden_note', direction: 'asc' }],
    [
      'a custom field outside the allow-list',
      { key: 'fields->weight', direction: 'asc' },
      { customFieldKinds: {} },
    ],
  ])('refuses %s', (_name, sort, options) => {
    expect(errorsOf(() => translateListQuery(itemsList, query({}, { sort }), options))).toEqual({
      sort: 'gen.validations.invalidSort',
    });
  });

  it('listQueryPlan reports codec errors from the querystring', () => {
    expect(
      errorsOf(() =>
        listQueryPlan(itemsList, { limit: '33', filter: '{"qty":{"operator":"bt","value":[1]}}' }),
      ),
    ).toEqual({
      limit: 'gen.validations.invalidPageSize',
      'filter.qty': 'gen.validations.invalidValue',
    });
    expect(
      errorsOf(() => listQueryPlan(itemsList, 'filter=%7B%22qty%22%3A%7B%22operator%22%3A%22like%22%7D%7D')),
    ).toEqual({
      'filter.qty': 'gen.validations.invalidOperator',
    });
  });

  it('carries status 422 and the validation error code', () => {
    const error = new ListQueryError({ sort: 'gen.validations.invalidSort' });
    expect([error.statusCode, error.errorCode, error instanceof Error]).toEqual([
      422,
      '_VALIDATION_FAILED',
      true,
    ]);
  });
});
