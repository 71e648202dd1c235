import { describe, expect, it } from 'vitest';
import type { SiteNodeInput } from '@fieldbook/domain';
import { insertNode, removeNode, toNodeInputs } from './site-tree-edit';

const node = (id: string, children: SiteNodeInput[] = []): SiteNodeInput => ({
  id,
  title: id,
  options: {},
  is_site: false,
  columns: [],
  children,
});
const tree = [node('a', [node('b')]), node('c')];

describe('site tree edits', () => {
  it('inserts under a nested parent or at the top', () => {
    const added = { title: 'new', options: {}, is_site: true, columns: [], children: [] };
    expect(insertNode(tree, 'b', added)[0]?.children[0]?.children).toEqual([added]);
    expect(insertNode(tree, null, added)).toHaveLength(3);
  });
  it('removes a node with its subtree', () => {
    expect(removeNode(tree, 'a')).toEqual([node('c')]);
    expect(removeNode(tree, 'b')[0]?.children).toEqual([]);
  });
  it('turns a stored tree into a request tree', () => {
    const stored = [
      {
        ...node('a'),
        id: 'a',
        parent_id: null,
        children: [{ ...node('b'), id: 'b', parent_id: 'a', children: [] }],
      },
    ];
    expect(toNodeInputs(stored)).toEqual([node('a', [node('b')])]);
  });
});
