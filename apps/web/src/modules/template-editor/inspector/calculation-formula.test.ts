import { describe, expect, it } from 'vitest';
import { formulaForDisplay, formulaFromDisplay, sumFormula } from './calculation-formula';

const A = 'b8f1c2d0-0000-4000-8000-00000000000a';
const B = 'b8f1c2d0-0000-4000-8000-00000000000b';

describe('calculation formula as the author sees it', () => {
  it.each([
    [`{${A}} + {${B}}`, '{1} + {2}'],
    [`({${B}} - {${A}}) / 2`, '({2} - {1}) / 2'],
    [`{ ${A} } * 3`, '{1} * 3'],
    ['{unknown} + 1', '{unknown} + 1'],
    ['', ''],
  ])('shows %s as %s', (stored, shown) => {
    expect(formulaForDisplay(stored, [A, B])).toBe(shown);
  });

  it.each([
    ['{1} + {2}', `{${A}} + {${B}}`],
    ['({2} - {1}) / 2', `({${B}} - {${A}}) / 2`],
    ['{3} + {0}', '{3} + {0}'],
    ['{1', '{1'],
    ['{width} + 1', '{width} + 1'],
  ])('stores %s as %s', (typed, stored) => {
    expect(formulaFromDisplay(typed, [A, B])).toBe(stored);
  });

  it('round-trips what it shows', () => {
    const stored = `({${A}} + {${B}}) / 2`;
    expect(formulaFromDisplay(formulaForDisplay(stored, [A, B]), [A, B])).toBe(stored);
  });

  it('sums the questions picked', () => {
    expect(sumFormula([A, B])).toBe(`{${A}} + {${B}}`);
    expect(sumFormula([])).toBe('0');
  });
});
