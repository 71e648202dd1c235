import { describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../file-manager/file-manager.schema';
import { documentIdSources, optionValueProblem } from './option-values';
import { buildDoc } from './test-fixtures';

const doc = buildDoc(
  [
    ['start', 'start_page', 0],
    ['docid', 'document_id', 1],
    ['asset', 'asset', 1],
    ['p', 'page', 0],
    ['yn', 'yesno', 1, { response_set_id: 'rs' }],
    ['multi', 'list', 1, { response_set_id: 'rs', multiple_selection: true }],
    ['noset', 'dropdown', 1],
    ['ph', 'photo', 1],
    ['phs', 'photo', 1, { multi_photo: true }],
    ['ds', 'dataset', 1],
    ['sec', 'section', 1],
  ],
  {
    response_sets: [
      {
        uuid: 'rs',
        options: [
          { uuid: 'a', label: 'A' },
          { uuid: 'b', label: 'B' },
        ],
      },
    ],
  },
);
const item = (id: string) => doc.items.find((i) => i.id === id)!;
const UUID = '0b7c4a52-3a8e-4d21-9f0e-5c1d2e3f4a5b';

describe('optionValueProblem', () => {
  it.each([
    ['yn', 'default_value', 'a', null],
    ['yn', 'default_value', undefined, null],
    ['yn', 'default_value', 'zzz', 'not_an_option'],
    ['yn', 'default_value', ['a', 'b'], 'one_only'],
    ['yn', 'default_value', 3, 'not_an_option'],
    ['multi', 'default_value', ['a', 'b'], null],
    ['multi', 'default_value', ['a', 'a'], 'duplicate'],
    ['multi', 'default_value', ['a', 'x'], 'not_an_option'],
    ['noset', 'default_value', 'a', 'not_an_option'],
    ['ph', 'default_value', ['https://files.example/a.jpg'], null],
    ['ph', 'default_value', ['https://files.example/a.jpg', 'https://files.example/b.jpg'], 'too_many'],
    ['phs', 'default_value', ['https://files.example/a.jpg', 'https://files.example/b.jpg'], null],
    ['phs', 'default_value', ['https://x.example/a.jpg', 'https://x.example/a.jpg'], 'duplicate'],
    ['ph', 'default_value', ['javascript:alert(1)'], 'not_a_url'],
    ['ph', 'default_value', 'https://files.example/a.jpg', 'not_a_url'],
    ['ph', 'default_value', [fileDownloadUrl(UUID)], null],
    ['phs', 'default_value', [fileDownloadUrl(UUID), 'https://files.example/b.jpg'], null],
    ['ph', 'default_value', [fileDownloadUrl(UUID, true)], 'not_a_url'],
    ['ph', 'default_value', ['/api/file-manager/files/../../users/download'], 'not_a_url'],
    ['ds', 'sites', ['s1', 's2'], null],
    ['ds', 'sites', ['s1', 's1'], 'duplicate'],
    ['ds', 'sites', [{ id: 1 }], 'not_an_option'],
    [
      'docid',
      'items',
      [
        { type: 'unique_number', start: 1 },
        { type: 'item', item_id: 'asset' },
      ],
      null,
    ],
    ['docid', 'items', [], 'parts_empty'],
    ['docid', 'items', [{ type: 'item', item_id: 'gone' }], 'part_item_missing'],
    ['docid', 'items', [{ type: 'item', item_id: 'docid' }], 'part_item_missing'],
    ['docid', 'items', [{ type: 'unique_number', start: -1 }], 'part_invalid'],
    ['docid', 'format', 'anything', null],
  ])('%s.%s = %j → %s', (id, key, value, expected) => {
    expect(optionValueProblem(doc, item(id), key, value)).toBe(expected);
  });
});

describe('documentIdSources', () => {
  it('offers every other question, never pages, sections or the document number itself', () => {
    expect(documentIdSources(doc, item('docid')).map((i) => i.id)).toEqual([
      'asset',
      'yn',
      'multi',
      'noset',
      'ph',
      'phs',
      'ds',
    ]);
  });
});
