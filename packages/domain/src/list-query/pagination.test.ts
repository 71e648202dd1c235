import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, isPageSize, pageOffset, paginationOf, totalPages } from './pagination';
import { formatSort, parseSort, sortFor } from './sort';

describe('pagination math', () => {
  it.each([
    [0, 25, 0],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [1000, 100, 10],
  ])('%i rows at %i a page make %i pages', (total, limit, pages) => {
    expect(totalPages(total, limit)).toBe(pages);
  });

  it('offsets 1-based pages', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });

  it('builds the pagination block', () => {
    expect(paginationOf(51, 25, 2)).toEqual({ total: 51, limit: 25, current_page: 2, total_pages: 3 });
  });

  it('offers the spec page sizes with 25 by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect([10, 25, 50, 75, 100].every(isPageSize)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });
});

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
