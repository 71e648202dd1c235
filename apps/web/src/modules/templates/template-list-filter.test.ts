import { describe, expect, it } from 'vitest';
import { TOP_LEVEL } from './components/folder-tree';
import { templateListFilter } from './template-list-filter';

describe('templateListFilter', () => {
  it('shows every folder with only the shelf forced', () => {
    expect(templateListFilter('all', 'active')).toEqual({
      archived: { operator: 'equals', value: false, not: false },
    });
  });
  it('keeps the top level to templates without a folder', () => {
    expect(templateListFilter(TOP_LEVEL, 'archived').parent_id).toEqual({
      operator: 'is-null',
      value: null,
      not: false,
    });
  });
  it('limits a folder view to its templates', () => {
    expect(templateListFilter('f1', 'active').parent_id).toEqual({
      operator: 'equals',
      value: 'f1',
      not: false,
    });
  });
});
