import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleRoute } from './module-types';
import { loadRoutePage, useRoutePage } from './route-page';

afterEach(cleanup);

const routeWith = (page: ModuleRoute['page']): ModuleRoute => ({
  path: '/x',
  page,
  permission: 'general',
  layout: 'main',
  titleKey: 'x',
});

function Shows({ route, wanted = true }: { route: ModuleRoute; wanted?: boolean }) {
  const Page = useRoutePage(route, wanted);
  return Page ? <Page /> : <p>loading</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useRoutePage', () => {
  it('renders a preloaded page in the first render, without a loading step', async () => {
    const route = routeWith(() => Promise.resolve(() => <p>the page</p>));
    await loadRoutePage(route);
    render(<Shows route={route} />);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows nothing until a page not yet loaded arrives, then the page', async () => {
    const route = routeWith(() => Promise.resolve(() => <p>late page</p>));
    render(<Shows route={route} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('late page')).toBeTruthy();
  });

  it('loads the chunk once however often it is asked for', async () => {
    const page = vi.fn(() => Promise.resolve(() => <p>once</p>));
    const route = routeWith(page);
    await Promise.all([loadRoutePage(route), loadRoutePage(route)]);
    render(<Shows route={route} />);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('does not load a page the guard does not render', async () => {
    const page = vi.fn(() => Promise.resolve(() => <p>hidden</p>));
    render(<Shows route={routeWith(page)} wanted={false} />);
    await act(async () => {});
    expect(page).not.toHaveBeenCalled();
  });

  it('throws a failed chunk to the error boundary and asks again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = vi
      .fn<ModuleRoute['page']>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(() => <p>second try</p>);
    const route = routeWith(page);
    render(
      <Boundary>
        <Shows route={route} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    await expect(loadRoutePage(route)).resolves.toBeTypeOf('function');
    expect(page).toHaveBeenCalledTimes(2);
  });
});
