import { describe, expect, it } from 'vitest';
import { FILE_MANAGER_MESSAGES as M, validateEntryName, validatePasteDestination } from './file-names';

describe('validateEntryName', () => {
  const siblings = ['Report.pdf', 'Photos'];
  it.each([
    ['', M.nameEmpty],
    ['   ', M.nameEmpty],
    ...['\\', '/', ':', '*', '?', '"', '<', '>', '|'].map(
      (c) => [`a${c}b`, M.nameInvalid] as [string, string],
    ),
    ['tab\there', M.nameInvalid],
    ['ends with dot.', M.nameInvalid],
    ['ends with space ', M.nameInvalid],
    ['Report.pdf', M.nameExists],
    ['report.PDF', M.nameExists],
    ['photos', M.nameExists],
    ['Report (2).pdf', null],
    ['.hidden', null],
    [' leading space', null],
    ['Überprüfung 2024', null],
  ])('%j → %s', (name, expected) => {
    expect(validateEntryName(name, siblings)).toBe(expected);
  });

  it('accepts an accent-different name as distinct', () => {
    expect(validateEntryName('resume', ['résumé'])).toBeNull();
  });
});

describe('validatePasteDestination', () => {
  // Tree: root > A (folder) > B (folder) > C (folder); file f.txt in A; folder D at the root.
  const folderA = { id: 'A', parentId: null, name: 'A' };
  const fileInA = { id: 'f', parentId: 'A', name: 'f.txt' };
  const C = { id: 'C', ancestorIds: ['A', 'B'], entryNames: [] };
  const D = { id: 'D', ancestorIds: [], entryNames: ['F.TXT'] };
  it.each([
    [
      'a folder into itself',
      [folderA],
      { id: 'A', ancestorIds: [], entryNames: ['f.txt'] },
      M.destinationSubfolder,
    ],
    ['a folder into its grandchild', [folderA], C, M.destinationSubfolder],
    [
      'a file into its own folder',
      [fileInA],
      { id: 'A', ancestorIds: [], entryNames: ['f.txt'] },
      M.destinationSameFolder,
    ],
    [
      'a root folder onto the root',
      [folderA],
      { id: null, ancestorIds: [], entryNames: ['A', 'D'] },
      M.destinationSameFolder,
    ],
    ['onto an existing name', [fileInA], D, M.nameExists],
    ['a file into a subfolder of its folder', [fileInA], C, null],
    ['a folder into a sibling', [folderA], { id: 'D', ancestorIds: [], entryNames: [] }, null],
    ['one bad entry fails the whole paste', [fileInA, folderA], C, M.destinationSubfolder],
  ])('%s', (_name, entries, destination, expected) => {
    expect(validatePasteDestination(entries, destination)).toBe(expected);
  });
});
