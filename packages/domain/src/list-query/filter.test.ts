import { describe, expect, it } from 'vitest';
import {
  fromFieldKey,
  normaliseFilter,
  normaliseFilterEntry,
  toFieldKey,
  type RawFilterEntry,
} from './filter';

describe('normaliseFilterEntry', () => {
  it.each<[string, RawFilterEntry, ReturnType<typeof normaliseFilterEntry>]>([
    [
      'keeps a text value',
      { operator: 'equals', value: 'a' },
      { kind: 'keep', entry: { operator: 'equals', value: 'a', not: false } },
    ],
    [
      'keeps the not flag',
      { operator: 'equals', value: 1, not: true },
      { kind: 'keep', entry: { operator: 'equals', value: 1, not: true } },
    ],
    ['drops an empty string', { operator: 'string-contains', value: '' }, { kind: 'drop' }],
    ['drops a missing value', { operator: 'greater' }, { kind: 'drop' }],
    ['drops a null value', { operator: 'lesser', value: null }, { kind: 'drop' }],
    ['drops an empty array', { operator: 'exists-in', value: [] }, { kind: 'drop' }],
    ['drops an array of blanks', { operator: 'all-in', value: ['', ''] }, { kind: 'drop' }],
    [
      'removes blanks inside lists',
      { operator: 'exists-in', value: ['a', '', 'b'] },
      { kind: 'keep', entry: { operator: 'exists-in', value: ['a', 'b'], not: false } },
    ],
    [
      'wraps a single value for list operators',
      { operator: 'all-in', value: 'a' },
      { kind: 'keep', entry: { operator: 'all-in', value: ['a'], not: false } },
    ],
    [
      'refuses booleans in lists',
      { operator: 'exists-in', value: [true] },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'refuses a list for a scalar operator',
      { operator: 'starts-with', value: ['a'] },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'keeps equals with a list (exact set)',
      { operator: 'equals', value: ['a', 'b'] },
      { kind: 'keep', entry: { operator: 'equals', value: ['a', 'b'], not: false } },
    ],
    [
      'null check without value',
      { operator: 'is-null' },
      { kind: 'keep', entry: { operator: 'is-null', value: null, not: false } },
    ],
    [
      'null check with the word null',
      { operator: 'is-not-null', value: 'null' },
      { kind: 'keep', entry: { operator: 'is-not-null', value: null, not: false } },
    ],
    [
      'null check with a value is refused',
      { operator: 'is-null', value: 'x' },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'switch ON applies',
      { operator: 'switch', value: true },
      { kind: 'keep', entry: { operator: 'switch', value: true, not: false } },
    ],
    ['switch OFF is ignored', { operator: 'switch', value: false }, { kind: 'drop' }],
    [
      'switch needs a boolean',
      { operator: 'switch', value: 'on' },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'between keeps a pair',
      { operator: 'bt', value: [1, 5] },
      { kind: 'keep', entry: { operator: 'bt', value: [1, 5], not: false } },
    ],
    [
      'between keeps a preset',
      { operator: 'bt', value: 'last-7-days' },
      { kind: 'keep', entry: { operator: 'bt', value: 'last-7-days', not: false } },
    ],
    [
      'between refuses custom as a value',
      { operator: 'bt', value: 'custom' },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    ['between drops two blanks', { operator: 'not-between', value: ['', ''] }, { kind: 'drop' }],
    [
      'between refuses one blank',
      { operator: 'bt', value: ['2024-01-01', ''] },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'between refuses three values',
      { operator: 'bt', value: [1, 2, 3] },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
    [
      'between refuses a number',
      { operator: 'bt', value: 3 },
      { kind: 'error', message: 'gen.validations.invalidValue' },
    ],
  ])('%s', (_name, entry, expected) => {
    expect(normaliseFilterEntry(entry)).toEqual(expected);
  });
});

describe('normaliseFilter', () => {
  it('turns dotted keys into arrow keys and drops empty entries', () => {
    expect(
      normaliseFilter({
        'fields.color': { operator: 'equals', value: 'red' },
        name: { operator: 'equals', value: '' },
      }),
    ).toEqual({ ok: true, filter: { 'fields->color': { operator: 'equals', value: 'red', not: false } } });
  });

  it.each([
    ['not an object', 'x', { filter: 'gen.validations.invalidFilter' }],
    ['an array', [], { filter: 'gen.validations.invalidFilter' }],
    ['a bad key', { 'a b': { operator: 'equals', value: 1 } }, { filter: 'gen.validations.invalidFilter' }],
    [
      'an injected key',
      { "name'); drop table x;--": { operator: 'equals', value: 1 } },
      { filter: 'gen.validations.invalidFilter' },
    ],
    [
      'an unknown operator',
      { name: { operator: 'like', value: 'a' } },
      { 'filter.name': 'gen.validations.invalidOperator' },
    ],
    [
      'an extra property',
      { name: { operator: 'equals', value: 'a', sql: '1' } },
      { 'filter.name': 'gen.validations.invalidFilter' },
    ],
    [
      'an object value',
      { name: { operator: 'equals', value: { a: 1 } } },
      { 'filter.name': 'gen.validations.invalidFilter' },
    ],
    [
      'a malformed between',
      { age: { operator: 'bt', value: [1] } },
      { 'filter.age': 'gen.validations.invalidValue' },
    ],
  ])('refuses %s', (_name, input, errors) => {
    expect(normaliseFilter(input)).toEqual({ ok: false, errors });
  });

  it('refuses more than 50 filters', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, { operator: 'is-null' }]));
    expect(normaliseFilter(many).ok).toBe(false);
  });

  it('keeps __proto__ as an own key instead of touching the prototype', () => {
    const result = normaliseFilter(JSON.parse('{"__proto__":{"operator":"is-null"}}'));
    expect(result.ok && Object.getPrototypeOf(result.filter)).toBe(Object.prototype);
    expect(result.ok && Object.keys(result.filter)).toEqual(['__proto__']);
  });
});

describe('field keys', () => {
  it('converts between column ids and wire keys', () => {
    expect(toFieldKey('fields.color')).toBe('fields->color');
    expect(fromFieldKey('fields->color')).toBe('fields.color');
  });
});
