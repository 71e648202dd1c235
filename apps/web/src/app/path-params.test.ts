import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathParams } from './path-params';

const EDITOR = '/checklist/template/:templateId/edit';

describe('pathParams', () => {
  it.each([
    [EDITOR, '/checklist/template/abc-1/edit'],
    [EDITOR, '/checklist/template/abc-1/edit/'],
    [EDITOR, '/checklist/template/a%20b/edit'],
    [EDITOR, '/checklist/template/abc/trans'],
    [EDITOR, '/checklist/template/edit'],
    [EDITOR, '/checklist/template/a/b/edit'],
    ['/dashboard', '/dashboard'],
    ['/dashboard', '/dashboards'],
  ])('%s on %s agrees with react-router', (pattern, pathname) => {
    expect(pathParams(pattern, pathname)).toEqual(
      matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? null,
    );
  });

  it('does not match a malformed escape', () => {
    expect(pathParams(EDITOR, '/checklist/template/%E0%A4%A/edit')).toBeNull();
  });
});
