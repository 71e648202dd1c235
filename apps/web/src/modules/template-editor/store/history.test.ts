import { describe, expect, it } from 'vitest';
import { testDocument } from './test-doc';
import { closeGesture, EMPTY_HISTORY, HISTORY_LIMIT, recordChange, redoStep, undoStep } from './history';

const a = testDocument(1);
const b = { ...a, title: 'b' };
const c = { ...a, title: 'c' };

describe('history', () => {
  it('records a step per change and clears redo', () => {
    const h = recordChange({ ...EMPTY_HISTORY, future: [c] }, a, null);
    expect(h.past).toEqual([a]);
    expect(h.future).toEqual([]);
  });

  it('coalesces edits of one gesture into one step until the gesture closes', () => {
    let h = recordChange(EMPTY_HISTORY, a, 'title:x');
    h = recordChange(h, b, 'title:x');
    expect(h.past).toEqual([a]);
    h = recordChange(closeGesture(h), c, 'title:x');
    expect(h.past).toEqual([a, c]);
  });

  it('undoes and redoes with the present moving between the stacks', () => {
    const h = recordChange(EMPTY_HISTORY, a, null);
    const undone = undoStep(h, b)!;
    expect(undone.doc).toBe(a);
    expect(undone.history.future).toEqual([b]);
    const redone = redoStep(undone.history, a)!;
    expect(redone.doc).toBe(b);
    expect(redone.history.past).toEqual([a]);
    expect(undoStep(EMPTY_HISTORY, a)).toBeNull();
    expect(redoStep(EMPTY_HISTORY, a)).toBeNull();
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = EMPTY_HISTORY;
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) h = recordChange(h, { ...a, title: String(i) }, null);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.title).toBe('5');
  });
});
