import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';
import { buildRoutes } from './router';

const SRC = resolve(__dirname, '..');

function englishText(key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  const file = ns === 'common' ? `${SRC}/shared/locales/en.json` : `${SRC}/modules/${ns}/locales/en.json`;
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const routes = MODULES.flatMap((module) => module.routes);

describe('module registrations', () => {
  it('register each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('name title and menu labels that exist in English', () => {
    const keys = [
      ...routes.map((route) => route.titleKey),
      ...MODULES.flatMap((module) => module.menu ?? []).map((entry) => entry.labelKey),
    ];
    for (const key of keys) expect(typeof englishText(key), key).toBe('string');
  });

  it('keep the spec’s signed-out pages public-only and in the blank layout', () => {
    const publicOnly = routes.filter((route) => route.access === 'publicOnly');
    expect(publicOnly.map((route) => route.path).sort()).toEqual(
      ['/2fa/:email', '/forgot-password', '/login', '/register', '/reset-password/:email'].sort(),
    );
    expect(publicOnly.every((route) => route.layout === 'blank')).toBe(true);
  });

  it('put the plans page in the blank layout and account settings behind sign-in', () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get('/workspace/settings/plans')?.layout).toBe('blank');
    expect(byPath.get('/user/account-settings')?.access ?? 'private').toBe('private');
    expect(byPath.get('/error')?.access).toBe('public');
  });
});

describe('buildRoutes', () => {
  it('ends the blank layout with the catch-all, after every registered page', () => {
    const [root] = buildRoutes(MODULES);
    const [home, main, blank] = root!.children!;
    expect(home!.path).toBe('/');
    expect(main!.children!.map((route) => route.path)).toEqual(
      routes.filter((route) => route.layout === 'main').map((route) => route.path),
    );
    expect(blank!.children!.at(-1)!.path).toBe('*');
    expect(blank!.children!.length).toBe(routes.filter((route) => route.layout === 'blank').length + 1);
  });
});
