import { describe, expect, it } from 'vitest';
import { exportHref } from './export-menu';

describe('exportHref', () => {
  it("keeps the list's filter and sort only, and adds the choice's own query", () => {
    expect(
      exportHref(
        { label: 'x', url: '/log/x/export' },
        { limit: '50', page: '2', sort: 'a:asc', filter: '{"b":1}', with_saved_queries: '1' },
      ),
    ).toBe('/api/log/x/export?sort=a%3Aasc&filter=%7B%22b%22%3A1%7D');
    expect(exportHref({ label: 'x', url: '/log/x/export' }, {})).toBe('/api/log/x/export');
    expect(exportHref({ label: 'x', url: '/i/export', query: { format: 'xlsx' } }, { sort: 'a:asc' })).toBe(
      '/api/i/export?sort=a%3Aasc&format=xlsx',
    );
  });
});
