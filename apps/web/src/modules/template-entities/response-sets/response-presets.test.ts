import { describe, expect, it } from 'vitest';
import { optionProblems, presetOptions } from './response-presets';

describe('response presets', () => {
  it('labels a preset in the UI language with scores and colours', () => {
    const options = presetOptions('yesNo', (key) => `t:${key}`);
    expect(options.map((o) => [o.label, o.color, o.score, o.failed])).toEqual([
      ['t:yes', 'green', 1, undefined],
      ['t:no', 'red', 0, true],
      ['t:na', 'gray', undefined, undefined],
    ]);
    expect(new Set(options.map((o) => o.uuid)).size).toBe(3);
  });

  it('marks the negative answer of every preset as failed', () => {
    expect(
      presetOptions('okNot', (key) => key)
        .filter((o) => o.failed)
        .map((o) => o.label),
    ).toEqual(['notOk']);
    expect(
      presetOptions('passFail', (key) => key)
        .filter((o) => o.failed)
        .map((o) => o.label),
    ).toEqual(['fail']);
  });

  it('finds blank and repeated labels', () => {
    const problems = optionProblems([
      { uuid: 'a', label: 'Yes' },
      { uuid: 'b', label: ' ' },
      { uuid: 'c', label: 'yes ' },
    ]);
    expect([...problems]).toEqual([
      ['b', 'required'],
      ['c', 'unique'],
    ]);
  });
});
