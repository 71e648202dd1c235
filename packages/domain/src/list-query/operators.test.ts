import { describe, expect, it } from 'vitest';
import {
  FILTER_OPERATORS,
  filterOperatorSchema,
  operatorChangeResetsValue,
  operatorValueShape,
  operatorsForKind,
} from './operators';

describe('operator catalogue', () => {
  it.each([
    [
      'text',
      ['equals', 'not-equals', 'string-contains', 'starts-with', 'ends-with', 'is-null', 'is-not-null'],
    ],
    [
      'number',
      [
        'equals',
        'not-equals',
        'greater',
        'greater-equal-to',
        'lesser',
        'lesser-equal-to',
        'bt',
        'not-between',
        'is-null',
        'is-not-null',
      ],
    ],
    [
      'multi',
      [
        'exists-in',
        'not-exists-in',
        'equals',
        'not-equals',
        'all-in',
        'all-not-in',
        'is-null',
        'is-not-null',
      ],
    ],
    ['boolean', ['equals', 'not-equals', 'switch', 'is-null', 'is-not-null']],
  ] as const)('offers the spec operators for %s fields', (kind, expected) => {
    expect(operatorsForKind(kind)).toEqual(expected);
  });

  it('dates share the number operators', () => {
    expect(operatorsForKind('date')).toEqual(operatorsForKind('number'));
  });

  it('every kind only offers operators the codec knows', () => {
    for (const kind of ['text', 'number', 'date', 'multi', 'boolean'] as const) {
      for (const op of operatorsForKind(kind)) expect(FILTER_OPERATORS).toContain(op);
    }
  });

  it('refuses unknown operator names', () => {
    expect(filterOperatorSchema.safeParse('like').success).toBe(false);
    expect(filterOperatorSchema.safeParse('bt').success).toBe(true);
  });

  it.each([
    ['is-null', 'none'],
    ['bt', 'pair'],
    ['not-between', 'pair'],
    ['all-in', 'list'],
    ['equals', 'scalar-or-list'],
    ['starts-with', 'scalar'],
    ['switch', 'switch'],
  ] as const)('%s takes a %s value', (op, shape) => {
    expect(operatorValueShape(op)).toBe(shape);
  });

  it.each([
    ['equals', 'bt', true],
    ['bt', 'greater', true],
    ['bt', 'not-between', false],
    ['equals', 'greater', false],
    ['is-null', 'equals', false],
  ] as const)('changing %s to %s resets inputs: %s', (from, to, resets) => {
    expect(operatorChangeResetsValue(from, to)).toBe(resets);
  });
});
