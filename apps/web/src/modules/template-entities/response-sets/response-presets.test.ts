import { describe, expect, it } from 'vitest';
import { optionProblems, presetOptions } from './response-presets';

describe('response presets', () => {
  it('labels a preset in the UI language with scores and colours', () => {
    const options = presetOptions('yesNo', (key) => `t:${key}`);
    expect(options.map((o) => [o.label, o.color, o.score])).toEqual([
      ['t:yes', 'green', 1],
      ['t:no', 'red', 0],
      ['t:na', 'gray', undefined],
    ]);
    expect(new Set(options.map((o) => o.uuid)).size).toBe(3);
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
