import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let doc: Record<string, unknown>;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  return found;
}

/** Follows a local JSON pointer (`#/components/schemas/x`) through the document. */
function resolvePointer(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      doc,
    );
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document the app serves', () => {
  it('has a $ref only to a schema the document holds (recursive schemas included)', () => {
    const refs = [...new Set(refsIn(doc))];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it('describes the recursive site tree and rule conditions through components', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const siteBody = JSON.stringify(paths['/api/resources/sites/structures/new']?.post);
    expect(siteBody).toMatch(/"\$ref":"#\/components\/schemas\/[^"]+"/);
  });
});
