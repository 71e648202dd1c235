import { describe, expect, it } from 'vitest';
import {
  HIDDEN_PAGE_TYPES,
  ITEM_CATALOGUE,
  PALETTE_GROUPS,
  isAllowedInPage,
  paletteTypes,
} from './item-catalogue';
import type { ItemTypeInfo } from './item-catalogue';
import { ITEM_TYPES } from './item-types';
import type { ItemType, PageKind } from './item-types';

describe('ITEM_CATALOGUE', () => {
  it('describes every item type exactly once', () => {
    expect(Object.keys(ITEM_CATALOGUE).sort()).toEqual([...ITEM_TYPES].sort());
  });

  it('puts every palette type in exactly one group', () => {
    const grouped = PALETTE_GROUPS.flatMap((g) => paletteTypes(g));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped).toHaveLength(ITEM_TYPES.length - 7); // 4 pages, section, date, time
  });

  const cases: [ItemType, Partial<ItemTypeInfo>][] = [
    ['page', { kind: 'page', paletteGroup: null, allowedPageKinds: [], category: null, preAction: false }],
    ['section', { kind: 'section', allowedPageKinds: ['page', 'start_page', 'end_page'], preAction: false }],
    ['inspection_number', { paletteGroup: 'startPage', deprecated: true, importable: false }],
    [
      'asset',
      { paletteGroup: 'startPage', onePerPage: true, allowedPageKinds: ['start_page'], category: 'list' },
    ],
    ['document_id', { onePerPage: true, allowedPageKinds: ['start_page'], dependency: true }],
    [
      'inspection_start_date',
      { onePerPage: true, allowedPageKinds: ['page', 'start_page'], category: 'datetime' },
    ],
    ['inspection_location', { onePerPage: true, allowedPageKinds: ['start_page'] }],
    [
      'inspection_real_start_date',
      { disabled: true, hidden: true, allowedPageKinds: ['start_page', 'hidden_page'], importable: false },
    ],
    ['file_manager', { allowedPageKinds: [], dependency: false, preAction: false }],
    ['url', { allowedPageKinds: [], preAction: false }],
    ['person', { paletteGroup: 'specialPage', allowedPageKinds: ['start_page', 'end_page'] }],
    [
      'inspection_real_end_date',
      { disabled: true, hidden: false, allowedPageKinds: ['end_page', 'hidden_page'] },
    ],
    ['inspection_end_date', { onePerPage: true, allowedPageKinds: ['page', 'end_page'] }],
    [
      'end_signature',
      { deprecated: true, onePerPage: true, allowedPageKinds: ['end_page'], preAction: false },
    ],
    ['repeating_group', { deprecated: true, disabled: true, feature: 'ckl_repeatable', category: null }],
    [
      'textAnswer',
      { paletteGroup: 'text', category: 'text', dependency: true, preAction: true, importable: true },
    ],
    ['instruction', { category: 'text', dependency: false, preAction: false }],
    ['site', { deprecated: true, allowedPageKinds: ['start_page'], importable: false }],
    [
      'number',
      { paletteGroup: 'numeric', category: 'number', allowedPageKinds: ['page', 'start_page', 'end_page'] },
    ],
    ['constant', { category: 'number', dependency: true, preAction: false }],
    ['calculation', { feature: 'ckl_global_list', preAction: false, importable: false }],
    ['issues_count', { feature: 'act_create_issue', deprecated: true }],
    ['counter', { category: 'number', deprecated: false }],
    ['datetime', { paletteGroup: 'datetime', category: 'datetime' }],
    ['date', { paletteGroup: null, hidden: true, category: 'datetime' }],
    ['checkbox', { paletteGroup: 'yesno', category: 'list', preAction: false }],
    ['oknot', { paletteGroup: 'yesno', category: 'list', preAction: true }],
    ['global_list', { paletteGroup: 'select', feature: 'ckl_global_list', importable: false }],
    ['dataset', { deprecated: true }],
    ['spare_parts', { deprecated: true }],
    ['signature', { paletteGroup: 'approval', dependency: false, preAction: false }],
    ['photo', { paletteGroup: 'multimedia', dependency: false, preAction: false, category: 'text' }],
    ['qr', { paletteGroup: 'scanning', preAction: false, dependency: true }],
    ['asset_field', { paletteGroup: 'misc', importable: false }],
  ];
  it.each(cases)('%s', (type, expected) => {
    expect(ITEM_CATALOGUE[type]).toMatchObject(expected);
  });
});

describe('isAllowedInPage (spec §3 exclusions)', () => {
  const excluded: [PageKind, ItemType[]][] = [
    [
      'start_page',
      ['inspection_end_date', 'inspection_real_end_date', 'end_signature', 'file_manager', 'url'],
    ],
    [
      'end_page',
      [
        'site',
        'asset',
        'document_id',
        'inspection_location',
        'inspection_start_date',
        'inspection_real_start_date',
      ],
    ],
    [
      'page',
      [
        'person',
        'site',
        'asset',
        'document_id',
        'inspection_location',
        'inspection_real_end_date',
        'end_signature',
      ],
    ],
  ];
  it.each(excluded)('%s refuses its excluded types', (kind, types) => {
    for (const type of types) expect(isAllowedInPage(type, kind)).toBe(false);
    expect(isAllowedInPage('textAnswer', kind)).toBe(true);
  });

  it('hidden page holds only the real dates', () => {
    const allowed = ITEM_TYPES.filter((t) => isAllowedInPage(t, 'hidden_page'));
    expect(allowed).toEqual(HIDDEN_PAGE_TYPES);
  });
});
