import type { TemplateListRow } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { templateBadges } from './template-state-badges';

const row = (patch: Partial<TemplateListRow>): TemplateListRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'T',
  parent_id: null,
  folder: null,
  status: 'draft',
  has_draft: true,
  version: null,
  revision: 0,
  archived: false,
  hidden: false,
  created_at: '',
  updated_at: '',
  ...patch,
});
const keys = (r: TemplateListRow) => templateBadges(r).map((b) => b.key);

describe('templateBadges', () => {
  it.each([
    [{}, ['draft']],
    [{ status: 'published' as const, has_draft: false, version: 1 }, ['published']],
    [{ status: 'published' as const, has_draft: true, version: 1 }, ['published', 'changes']],
    [{ hidden: true, archived: true }, ['draft', 'hidden', 'archived']],
  ])('%j → %j', (patch, expected) => {
    expect(keys(row(patch))).toEqual(expected);
  });
});
