import type { FilterOperator, ListFilter } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  changeOperator,
  changeValue,
  draftFromFilter,
  effectiveFilter,
  hidesValueInput,
  initialDraftEntry,
  operatorsFor,
  removeFilter,
  toggleNot,
} from './filter-state';
import { filterTags } from './filter-tags';
import type { FilterDefinition, FilterDraft } from './filter-types';

const created: FilterDefinition = { field: 'created_at', labelKey: 'x:created', type: 'date' };
const name: FilterDefinition = { field: 'name', labelKey: 'x:name', type: 'text' };
const score: FilterDefinition = { field: 'fields.score', labelKey: 'x:score', type: 'number' };
const active: FilterDefinition = { field: 'active', labelKey: 'x:active', type: 'switch' };
const roles: FilterDefinition = { field: 'roles', labelKey: 'x:roles', type: 'multi-select' };
const secret: FilterDefinition = { field: 'org', labelKey: 'x:org', type: 'text', hidden: true };
const definitions = [created, name, score, active, roles, secret];

describe('changeOperator (spec §4 switching rules)', () => {
  const cases: [string, FilterOperator, FilterOperator, unknown, unknown][] = [
    ['keeps a scalar between scalar operators', 'equals', 'greater', 5, 5],
    ['resets when switching to between', 'equals', 'bt', 5, undefined],
    ['resets when switching from between', 'bt', 'lesser', [1, 2], undefined],
    ['keeps a pair between bt and not-between', 'bt', 'not-between', [1, 2], [1, 2]],
    ['clears the value for is-null', 'equals', 'is-null', 5, undefined],
    ['clears the value for is-not-null', 'greater', 'is-not-null', 5, undefined],
  ];
  it.each(cases)('%s', (_label, from, to, before, after) => {
    const draft: FilterDraft = { [score.field]: { operator: from, value: before as number, not: false } };
    expect(changeOperator(draft, score, to)[score.field]?.value).toEqual(after);
    expect(changeOperator(draft, score, to)[score.field]?.operator).toBe(to);
  });

  it('starts an untouched field from its initial entry', () => {
    expect(changeOperator({}, name, 'ends-with')).toEqual({
      name: { operator: 'ends-with', value: undefined, not: false },
    });
  });
});

describe('operators and inputs', () => {
  it.each([
    ['is-null', true],
    ['is-not-null', true],
    ['equals', false],
    ['bt', false],
  ] as const)('hidesValueInput(%s) = %s', (operator, hidden) => {
    expect(hidesValueInput(operator)).toBe(hidden);
  });

  it('offers the kind operators and sensible first ones', () => {
    expect(operatorsFor(score)).toContain('bt');
    expect(operatorsFor(roles)).toContain('all-in');
    expect(operatorsFor(active)).toEqual(['switch']);
    expect(initialDraftEntry(name).operator).toBe('string-contains');
    expect(initialDraftEntry(created).operator).toBe('bt');
    expect(initialDraftEntry(score).operator).toBe('equals');
    expect(initialDraftEntry(active)).toEqual({ operator: 'switch', value: false, not: false });
  });

  it('toggles the not flag', () => {
    expect(toggleNot({}, name).name?.not).toBe(true);
    expect(toggleNot(toggleNot({}, name), name).name?.not).toBe(false);
  });
});

describe('applyDraft', () => {
  const cases: [string, FilterDraft, ReturnType<typeof applyDraft>][] = [
    ['drops empty values', { name: { operator: 'equals', value: '', not: false } }, { ok: true, filter: {} }],
    [
      'drops an OFF switch',
      { active: { operator: 'switch', value: false, not: false } },
      { ok: true, filter: {} },
    ],
    [
      'keeps an ON switch',
      { active: { operator: 'switch', value: true, not: false } },
      { ok: true, filter: { active: { operator: 'switch', value: true, not: false } } },
    ],
    [
      'drops empty arrays',
      { roles: { operator: 'exists-in', value: [], not: false } },
      { ok: true, filter: {} },
    ],
    [
      'turns JSON field ids into wire keys',
      { 'fields.score': { operator: 'greater', value: 3, not: true } },
      { ok: true, filter: { 'fields->score': { operator: 'greater', value: 3, not: true } } },
    ],
    [
      'keeps a null check without value',
      { name: { operator: 'is-null', value: undefined, not: false } },
      { ok: true, filter: { name: { operator: 'is-null', value: null, not: false } } },
    ],
    [
      'keeps a date preset',
      { created_at: { operator: 'bt', value: 'last-7-days', not: false } },
      { ok: true, filter: { created_at: { operator: 'bt', value: 'last-7-days', not: false } } },
    ],
    [
      'refuses a date range in the wrong order',
      { created_at: { operator: 'bt', value: ['2024-02-01', '2024-01-01'], not: false } },
      { ok: false, errors: { 'filter.created_at': 'gen.validations.invalidDateRange' } },
    ],
    [
      'refuses a half-filled range',
      { 'fields.score': { operator: 'bt', value: [1, ''], not: false } },
      { ok: false, errors: { 'filter.fields->score': 'gen.validations.invalidValue' } },
    ],
  ];
  it.each(cases)('%s', (_label, draft, expected) => {
    expect(applyDraft(draft, definitions)).toEqual(expected);
  });
});

describe('tags, forced filters and reset', () => {
  const forced: ListFilter = {
    org: { operator: 'equals', value: '7', not: false },
    active: { operator: 'switch', value: true, not: false },
  };
  const filter: ListFilter = { name: { operator: 'equals', value: 'Ann', not: false } };

  it('shows forced tags as not removable and hides hidden filters', () => {
    expect(filterTags(filter, forced, definitions).map((t) => [t.field, t.removable])).toEqual([
      ['name', true],
      ['active', false],
    ]);
  });

  it('a forced tag cannot be cleared, others can', () => {
    expect(removeFilter({ ...filter, active: forced.active! }, 'active', forced)).toHaveProperty('active');
    expect(removeFilter(filter, 'name', forced)).toEqual({});
  });

  it('the query always carries forced filters', () => {
    expect(Object.keys(effectiveFilter({}, forced))).toEqual(['org', 'active']);
  });

  it('round-trips an applied filter into a draft', () => {
    expect(draftFromFilter({ 'fields->score': { operator: 'lesser', value: 2, not: false } })).toEqual({
      'fields.score': { operator: 'lesser', value: 2, not: false },
    });
  });

  it('changeValue starts untouched fields from their initial entry', () => {
    expect(changeValue({}, roles, ['a'])).toEqual({
      roles: { operator: 'exists-in', value: ['a'], not: false },
    });
  });
});
