import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk, SAMPLE_ROWS } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { setCollapsed, updateItem } from './update-item';

const sample = buildDoc(SAMPLE_ROWS);

describe('updateItem', () => {
  it('merges options and sets the title', () => {
    const next = expectOk(
      updateItem(sample, 'a', { title: 'Pressure', options: { min: 1, required: true } }),
    );
    expect(next.items.find((i) => i.id === 'a')).toMatchObject({
      title: 'Pressure',
      options: { min: 1, required: true },
    });
    expect(next.has_draft).toBe(true);
  });

  it.each([
    [{ date: true, time: false }, 'date'],
    [{ date: false, time: true }, 'time'],
    [{ date: true, time: true }, 'datetime'],
    [{ date: false, time: false }, 'datetime'],
  ])('a datetime question with %j becomes %s', (options, type) => {
    const doc = buildDoc([
      ['p', 'page', 0],
      ['t', 'datetime', 1],
    ]);
    expect(expectOk(updateItem(doc, 't', { options })).items[1]?.type).toBe(type);
  });

  it('leaves inspection dates their own type', () => {
    const doc = buildDoc([
      ['s', 'start_page', 0],
      ['t', 'inspection_start_date', 1],
    ]);
    expect(expectOk(updateItem(doc, 't', { options: { time: false } })).items[1]?.type).toBe(
      'inspection_start_date',
    );
  });

  const refusals: [string, Row[], string, Record<string, unknown>, string][] = [
    ['unknown item', SAMPLE_ROWS as Row[], 'zz', {}, 'not_found:zz'],
    ['options that do not fit the type', SAMPLE_ROWS as Row[], 'a', { min: 'low' }, 'type_not_supported:a'],
    [
      'a calculation reading a later item',
      SAMPLE_ROWS as Row[],
      'a',
      { calculations: { value: 'e', items: ['e'] } },
      'reference:a',
    ],
    [
      'repeatable inside a repeatable',
      [
        ['p', 'page', 0],
        ['x', 'section', 1, { repeatable: true }],
        ['a', 'number', 2],
      ],
      'a',
      { repeatable: true },
      'nesting_not_allowed:a',
    ],
  ];
  it.each(refusals)('refuses %s', (_name, rows, id, options, conflict) => {
    expect(conflictsOf(updateItem(buildDoc(rows), id, { options }))).toEqual([conflict]);
  });
});

describe('setCollapsed', () => {
  it('is view state: no draft flag, unknown ids ignored', () => {
    const next = setCollapsed(sample, 'sec', true);
    expect(next.items.find((i) => i.id === 'sec')?.collapsed).toBe(true);
    expect(next.has_draft).toBe(false);
    expect(setCollapsed(sample, 'zz', true)).toBe(sample);
  });
});
