import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import {
  attachGlobalResponseSet,
  attachImageMarker,
  attachResponseSet,
  attachInfo,
  detachEntity,
  setTranslation,
  updateTemplate,
  upsertResponseSet,
} from './entity-ops';

const rows: Row[] = [
  ['s', 'start_page', 0],
  ['p', 'page', 0],
  ['a', 'number', 1, { info_id: 'shared' }],
  ['b', 'number', 1, { info_id: 'shared' }],
];
const doc = buildDoc(rows, { info: [{ uuid: 'shared', items: [] }] });

describe('updateTemplate', () => {
  it('edits template fields and merges options as a draft edit', () => {
    const next = expectOk(
      updateTemplate(
        { ...doc, options: { category: 'safety' } },
        { title: 'Audit', options: { description: 'd' }, standard_language: 'de' },
      ),
    );
    expect(next).toMatchObject({ title: 'Audit', standard_language: 'de', has_draft: true });
    expect(next.options).toEqual({ category: 'safety', description: 'd' });
  });
});

describe('attachInfo / attachImageMarker / detachEntity', () => {
  it('replaces a block and keeps the old one while another item uses it', () => {
    const next = expectOk(
      attachInfo(doc, 'a', { uuid: 'own', items: [{ id: 'e', type: 'text', value: 'x' }] }),
    );
    expect(next.items[2]?.options.info_id).toBe('own');
    expect(next.info.map((i) => i.uuid)).toEqual(['shared', 'own']);
    const detached = expectOk(detachEntity(next, 'b', 'info_id'));
    expect(detached.info.map((i) => i.uuid)).toEqual(['own']);
  });

  it('drops the translations of related-info entries removed, and of a block dropped with its last item', () => {
    const withTexts = buildDoc(rows, {
      info: [
        {
          uuid: 'shared',
          items: [
            { id: 'e1', type: 'text', value: 'one' },
            { id: 'e2', type: 'text', value: 'two' },
          ],
        },
      ],
      translations: { de: { 'shared:e1': 'eins', 'shared:e2': 'zwei', a: 'A' } },
    });
    const block = withTexts.info[0]!;
    const edited = expectOk(attachInfo(withTexts, 'a', { ...block, items: block.items.slice(1) }));
    expect(edited.translations).toEqual({ de: { 'shared:e2': 'zwei', a: 'A' } });
    const once = expectOk(detachEntity(edited, 'a', 'info_id'));
    expect(once.translations).toEqual(edited.translations);
    expect(expectOk(detachEntity(once, 'b', 'info_id')).translations).toEqual({ de: { a: 'A' } });
  });

  it('replaces an entity saved again under the same uuid', () => {
    const a = { id: '0b7f3f3e-6a43-4d5b-9a3e-1f2a3b4c5d6e' };
    const b = { id: '1c8a4a4f-7b54-4e6c-8b4f-2a3b4c5d6e7f' };
    const once = expectOk(attachImageMarker(doc, 'p', { uuid: 'm', file: a }));
    const twice = expectOk(attachImageMarker(once, 'p', { uuid: 'm', file: b }));
    expect(twice.image_markers).toEqual([{ uuid: 'm', file: b }]);
  });

  it.each([
    [() => attachInfo(doc, 'zz', { uuid: 'i', items: [] }), 'not_found:zz'],
    [() => attachImageMarker(doc, 's', { uuid: 'm', file: null }), 'type_not_supported:s'],
    [() => detachEntity(doc, 'zz', 'image_marker_id'), 'not_found:zz'],
  ])('refuses %#', (run, conflict) => {
    expect(conflictsOf(run())).toEqual([conflict]);
  });
});

describe('upsertResponseSet', () => {
  it('adds a new set and replaces one with the same uuid', () => {
    const added = expectOk(upsertResponseSet(doc, { uuid: 'r', options: [{ uuid: 'o', label: 'Yes' }] }));
    const replaced = expectOk(upsertResponseSet(added, { uuid: 'r', options: [] }));
    expect(replaced.response_sets).toEqual([{ uuid: 'r', options: [] }]);
  });
});

describe('attachResponseSet / attachGlobalResponseSet', () => {
  const choices = buildDoc([
    ['s', 'start_page', 0],
    ['p', 'page', 0],
    ['q', 'yesno', 1, { default_value: 'old' }],
    ['n', 'number', 1],
  ]);
  const yesNo = {
    uuid: 'yn',
    options: [
      { uuid: 'y', label: 'Yes', score: 1 },
      { uuid: 'n', label: 'No' },
    ],
  };

  it('saves the options into the template and links them to the question, dropping a stale default', () => {
    const next = expectOk(attachResponseSet(choices, 'q', yesNo));
    expect(next.response_sets).toEqual([yesNo]);
    expect(next.items[2]?.options).toMatchObject({ response_set_id: 'yn' });
    expect(next.items[2]?.options.default_value).toBeUndefined();
    const edited = expectOk(attachResponseSet(next, 'q', { ...yesNo, options: [yesNo.options[0]!] }));
    expect(edited.response_sets).toEqual([{ ...yesNo, options: [yesNo.options[0]] }]);
  });

  it('copies a global set into the template', () => {
    const next = expectOk(attachGlobalResponseSet(choices, 'q', yesNo));
    expect(next.global_responses).toEqual([yesNo]);
    expect(next.response_sets).toEqual([]);
    expect(next.items[2]?.options.response_set_id).toBe('yn');
  });

  it.each([
    [() => attachResponseSet(choices, 'n', yesNo), 'type_not_supported:n'],
    [() => attachGlobalResponseSet(choices, 'zz', yesNo), 'not_found:zz'],
  ])('refuses %#', (run, conflict) => {
    expect(conflictsOf(run())).toEqual([conflict]);
  });
});

describe('setTranslation', () => {
  it('sets and removes one text of a language', () => {
    const set = expectOk(setTranslation(doc, 'fr', 'a', 'Pression'));
    expect(set.translations).toEqual({ fr: { a: 'Pression' } });
    expect(expectOk(setTranslation(set, 'fr', 'a', null)).translations).toEqual({ fr: {} });
  });
});
