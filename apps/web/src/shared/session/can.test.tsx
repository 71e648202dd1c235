import { abilityRulesFor, type AuthUser } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_QUERY_KEY } from './auth-key';
import { Can } from './can';

afterEach(cleanup);

function renderAs(user: Partial<AuthUser> | null, ui: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(AUTH_QUERY_KEY, user);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const manager = {
  abilities: abilityRulesFor(['USR_MANAGE_USER']),
  workspace: { id: 'w', name: 'W', plan: 'free', trial_ends_at: null, features: { ana_overview: true } },
} as unknown as AuthUser;

describe('Can', () => {
  it('shows children for a granted code, any of alternatives, and general', () => {
    renderAs(
      manager,
      <>
        <Can permission="USR_MANAGE_USER">
          <span>one</span>
        </Can>
        <Can permission={['USR_VIEW_USER_LIST', 'USR_MANAGE_USER']}>
          <span>two</span>
        </Can>
        <Can permission="general">
          <span>three</span>
        </Can>
      </>,
    );
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
    expect(screen.getByText('three')).toBeTruthy();
  });

  it('hides children without the permission or the plan feature, showing the fallback instead', () => {
    renderAs(
      manager,
      <>
        <Can permission="USR_MANAGE_ROLE">
          <span>roles</span>
        </Can>
        <Can permission="general" feature="ana_issues" fallback={<span>upgrade</span>}>
          <span>issues</span>
        </Can>
        <Can permission="general" feature="ana_overview">
          <span>overview</span>
        </Can>
      </>,
    );
    expect(screen.queryByText('roles')).toBeNull();
    expect(screen.queryByText('issues')).toBeNull();
    expect(screen.getByText('upgrade')).toBeTruthy();
    expect(screen.getByText('overview')).toBeTruthy();
  });

  it('hides everything but general content when signed out', () => {
    renderAs(
      null,
      <Can permission="USR_MANAGE_USER">
        <span>secret</span>
      </Can>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});
