import { satisfies } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import type { FieldbookModule, MenuIcon } from './module-types';

const Icon: MenuIcon = () => null;
const page = () => Promise.resolve(() => null);

const modules: FieldbookModule[] = [
  {
    name: 'dashboard',
    routes: [{ path: '/dashboard', page, permission: 'general', layout: 'main', titleKey: 't' }],
    menu: [{ labelKey: 'dashboard:menu', path: '/dashboard', icon: Icon, permission: 'general' }],
  },
  { name: 'no-menu', routes: [] },
  {
    name: 'analytics',
    routes: [],
    menu: [
      {
        labelKey: 'analytics:menu',
        path: '/analytics',
        icon: Icon,
        permission: 'general',
        children: [
          {
            labelKey: 'a:overview',
            path: '/analytics/overview',
            icon: Icon,
            permission: 'ANA_OVERVIEW_STATISTICS',
            feature: 'ana_overview',
          },
          {
            labelKey: 'a:issues',
            path: '/analytics/issues',
            icon: Icon,
            permission: 'ANA_ISSUES_STATISTICS',
            feature: 'ana_issues',
          },
        ],
      },
    ],
  },
  {
    name: 'users',
    routes: [],
    menu: [
      {
        labelKey: 'users:menu',
        path: '/user/list',
        icon: Icon,
        permission: ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'],
      },
    ],
  },
];

function paths(codes: string[], features: string[]) {
  const granted = new Set(codes);
  const menu = buildMenu(modules, {
    allows: (requirement) => satisfies(granted, requirement),
    hasFeature: (feature) => features.includes(feature),
  });
  return menu.map((entry) => [entry.path, ...(entry.children ?? []).map((child) => child.path)]);
}

describe('buildMenu', () => {
  it('shows only general entries to a user without permissions', () => {
    expect(paths([], ['ana_overview', 'ana_issues'])).toEqual([['/dashboard']]);
  });

  it('keeps a group with only the children the plan allows', () => {
    expect(paths(['ANA_OVERVIEW_STATISTICS', 'ANA_ISSUES_STATISTICS'], ['ana_overview'])).toEqual([
      ['/dashboard'],
      ['/analytics', '/analytics/overview'],
    ]);
  });

  it('accepts any one of alternative permissions, in module order', () => {
    expect(paths(['USR_MANAGE_USER', 'ANA_ISSUES_STATISTICS'], ['ana_issues'])).toEqual([
      ['/dashboard'],
      ['/analytics', '/analytics/issues'],
      ['/user/list'],
    ]);
  });

  it('shows a group that two modules register under one label once, with both children', () => {
    const group = (path: string, permission: 'RES_MANAGE_FILE_MANAGER' | 'RES_VIEW_GLOBAL_LISTS') => ({
      name: path,
      routes: [],
      menu: [
        {
          labelKey: 'common:menuGroups.resources',
          path,
          icon: Icon,
          permission,
          children: [{ labelKey: path, path, icon: Icon, permission }],
        },
      ],
    });
    const both = [
      group('/resources/global-lists', 'RES_VIEW_GLOBAL_LISTS'),
      group('/resources/filemanager', 'RES_MANAGE_FILE_MANAGER'),
    ];
    const menu = (codes: string[]) =>
      buildMenu(both, { allows: (r) => satisfies(new Set(codes), r), hasFeature: () => true }).map((e) =>
        (e.children ?? []).map((c) => c.path),
      );
    expect(menu(['RES_VIEW_GLOBAL_LISTS', 'RES_MANAGE_FILE_MANAGER'])).toEqual([
      ['/resources/global-lists', '/resources/filemanager'],
    ]);
    expect(menu(['RES_MANAGE_FILE_MANAGER'])).toEqual([['/resources/filemanager']]);
  });
});
