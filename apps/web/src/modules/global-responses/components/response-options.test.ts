import type { GlobalResponse } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftsOf, starterOptions } from './response-options';

describe('response options', () => {
  it('starts with two options, the second flagged', () => {
    const [pass, fail] = starterOptions();
    expect(pass?.flagged).toBe(false);
    expect(fail?.flagged).toBe(true);
    expect(pass?.uuid).not.toBe(fail?.uuid);
  });

  it('round-trips a stored set and drops empty colour and score', () => {
    const set = {
      options: [
        { uuid: 'a', label: 'Yes', color: '#2f9e44', score: 1, flagged: false },
        { uuid: 'b', label: 'No' },
      ],
    } as unknown as GlobalResponse;
    const drafts = draftsOf(set);
    expect(drafts[1]).toEqual({ uuid: 'b', label: 'No', color: '', score: '', flagged: false });
    expect(bodyOf('Pass/Fail', drafts)).toEqual({
      title: 'Pass/Fail',
      options: [
        { uuid: 'a', label: 'Yes', color: '#2f9e44', score: 1, flagged: false },
        { uuid: 'b', label: 'No', flagged: false },
      ],
    });
  });
});
