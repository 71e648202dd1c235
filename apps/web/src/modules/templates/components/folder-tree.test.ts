import type { TemplateFolder } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { folderOptions, foldersWithChildren, parentIdOf, TOP_LEVEL, visibleFolders } from './folder-tree';

const folder = (id: string, parent: string | null, depth: number): TemplateFolder => ({
  id,
  title: id.toUpperCase(),
  parent_id: parent,
  depth,
  templates_count: 0,
});
// a > b > c, a > d, e
const tree = [
  folder('a', null, 0),
  folder('b', 'a', 1),
  folder('c', 'b', 2),
  folder('d', 'a', 1),
  folder('e', null, 0),
];
const ids = (list: TemplateFolder[]) => list.map((f) => f.id);

describe('folder tree', () => {
  it('knows which folders hold subfolders', () => {
    expect([...foldersWithChildren(tree)].sort()).toEqual(['a', 'b']);
  });

  it.each([
    [[], ['a', 'b', 'c', 'd', 'e']],
    [['a'], ['a', 'e']],
    [['b'], ['a', 'b', 'd', 'e']],
    [['e'], ['a', 'b', 'c', 'd', 'e']],
  ])('collapsing %j shows %j', (collapsed, expected) => {
    expect(ids(visibleFolders(tree, new Set(collapsed)))).toEqual(expected);
  });

  it('offers the top level first and indents by depth', () => {
    const options = folderOptions(tree, 'Top');
    expect(options[0]).toEqual({ value: TOP_LEVEL, label: 'Top' });
    expect(options[3]).toEqual({ value: 'c', label: '\u2003\u2003C' });
  });

  it('maps the top-level choice to a null parent', () => {
    expect(parentIdOf(TOP_LEVEL)).toBeNull();
    expect(parentIdOf(null)).toBeNull();
    expect(parentIdOf('a')).toBe('a');
  });
});
