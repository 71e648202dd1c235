import { describe, expect, it } from 'vitest';
import { deriveRuleSetReferences } from '../rules/conditions';
import { ruleSetSchema } from '../rules/rule-set.schema';
import { act, group, rules, when } from '../rules/test-fixtures';
import { templateDocumentSchema } from '../templates/document.schema';
import { setRuleSet } from '../templates/ops/rule-set-ops';
import type { InspectionAnswer } from './answer.schema';
import { markersPlainText, reportMarkerImageIds, reportMediaIds } from './report-media';
import { buildInspectionReport, type ReportNode } from './report-model';

const doc = (() => {
  const parsed = templateDocumentSchema.parse({
    template_id: 't',
    items: [
      { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
      {
        id: 'guard',
        title: 'Guard',
        type: 'yesno',
        depth: 1,
        parent_id: 'p',
        options: { response_set_id: 'set' },
      },
      {
        id: 'damage',
        title: 'Damage',
        type: 'textAnswer',
        depth: 1,
        parent_id: 'p',
        options: { image_marker_id: 'img' },
      },
      {
        id: 'secret',
        title: 'Secret',
        type: 'textAnswer',
        depth: 1,
        parent_id: 'p',
        options: { exclude_report: true },
      },
      { id: 'hint', type: 'instruction', depth: 1, parent_id: 'p' },
      { id: 'blank', type: 'textAnswer', depth: 1, parent_id: 'p' },
      { id: 'tyres', type: 'section', depth: 1, parent_id: 'p', options: { repeatable: true } },
      { id: 'depth', title: 'Depth', type: 'number', depth: 2, parent_id: 'tyres' },
      { id: 'empty', type: 'page', depth: 0, parent_id: null },
      { id: 'skip', type: 'instruction', depth: 1, parent_id: 'empty' },
    ],
    image_markers: [{ uuid: 'img', file: { id: '00000000-0000-4000-8000-0000000000aa', url: '/img.png' } }],
    response_sets: [
      {
        uuid: 'set',
        options: [
          { uuid: 'yes', label: 'Yes', color: 'green' },
          { uuid: 'no', label: 'No', color: 'red', failed: true },
        ],
      },
    ],
  });
  const hide = ruleSetSchema.parse(
    rules('rs', [[group('and', when('guard', 'equals', 'yes')), [act('hide', 'damage')]]]),
  );
  const saved = setRuleSet(parsed, 'guard', { ...hide, ...deriveRuleSetReferences(hide) });
  if (!saved.ok) throw new Error(JSON.stringify(saved.conflicts));
  return saved.doc;
})();

const answer = (item_id: string, value: InspectionAnswer['value'], instance = 0): InspectionAnswer => ({
  item_id,
  instance,
  value,
  note: null,
  media: [],
  rating: null,
  markers: [],
  changed_at: '2026-11-27T10:00:00.000Z',
  changed_by: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' },
  history: [],
  seq: 1,
});

/** `id` of entries and `id#n` of repeated sections, nested as the report walks them. */
const shape = (nodes: readonly ReportNode[]): unknown[] =>
  nodes.map((n) =>
    n.kind === 'entry'
      ? n.entry.item.id
      : { [`${n.group.item.id}#${n.group.repetition ?? '-'}`]: shape(n.group.children) },
  );

describe('buildInspectionReport', () => {
  it('leaves out what rules hide, excluded items, instructions, untitled unanswered questions and empty pages; lists failed answers', () => {
    const report = buildInspectionReport(
      doc,
      [answer('guard', 'no'), answer('damage', 'bent'), answer('secret', 'x'), answer('depth', 4, 1)],
      { tyres: 2 },
    );
    expect(report.pages.map((p) => p.item.id)).toEqual(['p']);
    expect(shape(report.pages[0]!.children)).toEqual([
      'guard',
      'damage',
      { 'tyres#1': ['depth'] },
      { 'tyres#2': ['depth'] },
    ]);
    expect(report.flagged.map((e) => e.item.id)).toEqual(['guard']);
  });

  it('hides the damage question once the guard is fine, so nothing is flagged', () => {
    const report = buildInspectionReport(doc, [answer('guard', 'yes'), answer('damage', 'old text')], {});
    expect(shape(report.pages[0]!.children)).toEqual(['guard', { 'tyres#1': ['depth'] }]);
    expect(report.flagged).toEqual([]);
  });

  it('ignores answers of removed repetitions and of items the version does not have', () => {
    const report = buildInspectionReport(doc, [answer('depth', 9, 3), answer('gone', 'x')], { tyres: 1 });
    const tyres = report.pages[0]!.children.find((n) => n.kind === 'group');
    expect(tyres?.kind === 'group' && tyres.group.children).toMatchObject([
      { kind: 'entry', entry: { item: { id: 'depth' }, instance: 0, answer: null, value: null } },
    ]);
  });

  it('names the files of shown entries only, nested ones too (what a shared report may serve)', () => {
    const file = (id: string) => ({ id, name: `${id}.png`, mime: 'image/png' });
    const withMedia = (a: InspectionAnswer, id: string): InspectionAnswer => ({ ...a, media: [file(id)] });
    const report = buildInspectionReport(
      doc,
      [
        withMedia(answer('guard', 'yes'), 'shown'),
        withMedia(answer('damage', 'bent'), 'hidden-by-rule'),
        withMedia(answer('secret', 'x'), 'excluded'),
        withMedia(answer('depth', 4), 'nested'),
      ],
      { tyres: 1 },
    );
    expect([...reportMediaIds(report)].sort()).toEqual(['nested', 'shown']);
  });

  it('gives an entry its marker image only when the inspector placed markers on it', () => {
    const marked = { ...answer('damage', 'dent'), markers: [{ x: 0.25, y: 0.5, label: 'Dent' }] };
    const entries = (answers: InspectionAnswer[]) =>
      buildInspectionReport(doc, answers, {}).pages[0]!.children.flatMap((n) =>
        n.kind === 'entry' ? [n.entry] : [],
      );
    const withMarkers = entries([answer('guard', 'no'), marked]).find((e) => e.item.id === 'damage');
    expect(withMarkers?.markerImage?.uuid).toBe('img');
    const without = entries([answer('guard', 'no'), answer('damage', 'dent')]).find(
      (e) => e.item.id === 'damage',
    );
    expect(without?.markerImage).toBeNull();
  });

  it('names the marker images a report draws, and writes markers as one line', () => {
    const marked = {
      ...answer('damage', 'dent'),
      markers: [
        { x: 0.25, y: 0.5, label: 'Dent' },
        { x: 0.5, y: 0.5 },
      ],
    };
    const report = (answers: InspectionAnswer[]) => buildInspectionReport(doc, answers, {});
    expect([...reportMarkerImageIds(report([answer('guard', 'no'), marked]))]).toEqual([
      '00000000-0000-4000-8000-0000000000aa',
    ]);
    expect(reportMarkerImageIds(report([answer('guard', 'yes'), marked])).size).toBe(0);
    expect(markersPlainText(marked.markers)).toBe('1 Dent; 2');
  });
});
