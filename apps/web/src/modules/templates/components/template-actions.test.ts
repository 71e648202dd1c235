import { describe, expect, it } from 'vitest';
import { templateActionsFor } from './template-actions';

describe('templateActionsFor', () => {
  it.each([
    [{ archived: false, hidden: false }, ['edit', 'clone', 'move', 'hide', 'archive', 'delete']],
    [{ archived: false, hidden: true }, ['edit', 'clone', 'move', 'unhide', 'archive', 'delete']],
    [{ archived: true, hidden: true }, ['restore', 'delete']],
  ])('%j → %j', (row, expected) => {
    expect(templateActionsFor(row)).toEqual(expected);
  });
});
