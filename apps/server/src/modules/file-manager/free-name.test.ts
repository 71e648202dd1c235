import { describe, expect, it } from 'vitest';
import { freeName } from './file-manager-entries';

describe('freeName', () => {
  it.each([
    ['plan.pdf', [], 'plan.pdf'],
    ['plan.pdf', ['Plan.PDF'], 'plan (2).pdf'],
    ['plan.pdf', ['plan.pdf', 'plan (2).pdf'], 'plan (3).pdf'],
    ['notes', ['notes'], 'notes (2)'],
    ['.env', ['.env'], '.env (2)'],
    ['archive.tar.gz', ['archive.tar.gz'], 'archive.tar (2).gz'],
  ])('%s among %j → %s', (name, taken, expected) => {
    expect(freeName(name, taken)).toBe(expected);
  });
});
