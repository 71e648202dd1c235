import type { ListQuery } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { listCallParams } from './use-list-data';

describe('listCallParams', () => {
  const query: ListQuery = {
    limit: 50,
    page: 2,
    sort: { key: 'fields->code', direction: 'desc' },
    filter: { name: { operator: 'starts-with', value: 'A', not: false } },
  };
  it('sends limit, page, sort with -> keys, the filter with forced entries, and asks for saved queries', () => {
    const params = listCallParams(
      query,
      { group_id: { operator: 'equals', value: 'g1', not: false } },
      { x: '1' },
    );
    expect(params).toMatchObject({
      x: '1',
      limit: '50',
      page: '2',
      sort: 'fields->code:desc',
      with_saved_queries: '1',
    });
    expect(JSON.parse(params.filter ?? '')).toEqual({
      group_id: { operator: 'equals', value: 'g1' },
      name: { operator: 'starts-with', value: 'A' },
    });
  });
  it('leaves defaults out and can skip saved queries', () => {
    expect(listCallParams({ limit: 25, page: 1, sort: null, filter: {} }, {}, {}, false)).toEqual({});
  });
});
