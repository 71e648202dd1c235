import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { listResponseSchema, treeRowSchema } from './list-response.schema';

const row = z.object({ name: z.string() });

describe('list response schemas', () => {
  it('validates a list answer generic over its row', () => {
    const schema = listResponseSchema(row);
    const answer = {
      list: [{ name: 'a' }],
      pagination: { total: 1, limit: 25, current_page: 1, total_pages: 1 },
      saved_queries: [],
      table_name: 'users',
    };
    expect(schema.parse(answer)).toEqual(answer);
    expect(schema.safeParse({ ...answer, list: [{ name: 1 }] }).success).toBe(false);
    expect(schema.safeParse({ ...answer, pagination: { total: 1 } }).success).toBe(false);
  });

  it('validates tree rows recursively', () => {
    const schema = treeRowSchema(row);
    const leaf = { id: 2, name: 'child', children: [], depth: 1, expanded: false, hidden: false };
    const tree = { id: 'root', name: 'root', children: [leaf], depth: 0, expanded: true, hidden: false };
    expect(schema.parse(tree)).toEqual(tree);
    expect(schema.safeParse({ ...tree, children: [{ ...leaf, depth: undefined }] }).success).toBe(false);
    expect(schema.safeParse({ ...tree, children: [{ ...leaf, name: 3 }] }).success).toBe(false);
  });
});
