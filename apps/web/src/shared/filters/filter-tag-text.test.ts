import type { FilterEntry } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { filterTagText } from './filter-tag-text';
import type { FilterDefinition } from './filter-types';

const t = (key: string): string => key.replace('common:gen.filters.', '');
const status: FilterDefinition = {
  field: 'status',
  labelKey: 'users:status',
  type: 'multi-select',
  options: [
    { value: 'active', labelKey: 'users:active' },
    { value: 'invite', label: 'Invited' },
  ],
};
const created: FilterDefinition = { field: 'created_at', labelKey: 'x', type: 'date' };

describe('filterTagText', () => {
  const cases: [FilterDefinition, FilterEntry, string][] = [
    [
      status,
      { operator: 'exists-in', value: ['active', 'invite'], not: false },
      'operators.exists-in users:active, Invited',
    ],
    [status, { operator: 'is-null', value: null, not: true }, 'not operators.is-null'],
    [created, { operator: 'bt', value: 'last-7-days', not: false }, 'operators.bt presets.last-7-days'],
    [
      created,
      { operator: 'bt', value: ['2024-01-01', '2024-02-01'], not: false },
      'operators.bt 2024-01-01 – 2024-02-01',
    ],
    [created, { operator: 'switch', value: true, not: false }, 'on'],
  ];
  it('names remote options by their loaded labels', () => {
    const roles: FilterDefinition = {
      field: 'roles',
      labelKey: 'x',
      type: 'multi-select',
      remoteUrl: '/roles',
    };
    const entry: FilterEntry = { operator: 'exists-in', value: ['r1', 'r2'], not: false };
    const lookup = (url: string, id: string) => (url === '/roles' && id === 'r1' ? 'Admins' : undefined);
    expect(filterTagText(roles, entry, t, lookup)).toBe('operators.exists-in Admins, r2');
  });
  it.each(cases)('%#', (definition, entry, text) => {
    expect(filterTagText(definition, entry, t)).toBe(text);
  });
});
