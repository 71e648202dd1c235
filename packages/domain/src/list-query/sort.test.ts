import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, sortFor } from './sort';

describe('sort parameter', () => {
  it.each([
    ['name', { key: 'name', direction: 'asc' }],
    ['name:desc', { key: 'name', direction: 'desc' }],
    ['fields.color:asc', { key: 'fields->color', direction: 'asc' }],
    ['fields->color:desc', { key: 'fields->color', direction: 'desc' }],
    ['name:sideways', null],
    ['name:asc:x', null],
    ['', null],
    ['a.b.c', null],
    ['"name"', null],
  ])('parses %j', (input, expected) => {
    expect(parseSort(input)).toEqual(expected);
  });

  it('builds a sort from a dotted column id', () => {
    expect(formatSort(sortFor('fields.size', 'desc'))).toBe('fields->size:desc');
  });
});
