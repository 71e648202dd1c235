import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_QUERY_KEY } from '../shared/session/auth-key';
import { testUser } from '../test/test-user';
import { guardedPage } from './guarded-page';
import type { ModuleRoute } from './module-types';

afterEach(cleanup);

const route: ModuleRoute = {
  path: '/analytics/issues',
  page: () => Promise.resolve(() => <p>issue analytics</p>),
  permission: 'ANA_ISSUES_STATISTICS',
  feature: 'ana_issues',
  layout: 'main',
  titleKey: 'common:features.ana_issues',
};

const users: ModuleRoute = {
  path: '/user/list',
  page: () => Promise.resolve(() => <p>user list</p>),
  permission: 'USR_VIEW_USER_LIST',
  layout: 'main',
  titleKey: 'users:admin.title',
};

function show(session: ReturnType<typeof testUser> | null, at = '/analytics/issues?range=7') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(AUTH_QUERY_KEY, session);
  const router = createMemoryRouter(
    [
      { path: route.path, Component: guardedPage(route) },
      { path: users.path, Component: guardedPage(users) },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('guardedPage', () => {
  it('sends a signed-out visitor to /login with the path to come back to', async () => {
    const router = show(null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect_uri=%2Fanalytics%2Fissues%3Frange%3D7');
  });

  it('shows the not-authorised page without the permission', async () => {
    show(testUser([]));
    expect(await screen.findByText('common:errors.notAuthorised.title')).toBeTruthy();
    expect(screen.queryByText('issue analytics')).toBeNull();
  });

  it('shows the upgrade prompt naming the plan when the plan lacks the feature', async () => {
    show(testUser(['ANA_ISSUES_STATISTICS']));
    expect(await screen.findByText('common:upgrade.title')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'common:upgrade.upgradeTo' });
    expect(link.getAttribute('href')).toBe('/workspace/settings/plans?plan=standard');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('loads and renders the page when permission and feature are there', async () => {
    show(testUser(['ANA_ISSUES_STATISTICS'], { ana_issues: true }));
    expect(await screen.findByText('issue analytics')).toBeTruthy();
  });

  it('shows the page’s help banner with the page only, not above the not-authorised page', async () => {
    show(testUser([]), '/user/list');
    expect(await screen.findByText('common:errors.notAuthorised.title')).toBeTruthy();
    expect(screen.queryByTestId('help-banner')).toBeNull();
    cleanup();
    show(testUser(['USR_VIEW_USER_LIST']), '/user/list');
    expect(await screen.findByText('user list')).toBeTruthy();
    expect(screen.getByTestId('help-banner')).toBeTruthy();
  });
});
