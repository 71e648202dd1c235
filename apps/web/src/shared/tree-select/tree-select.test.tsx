import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeSelect } from './tree-select';
import type { TreeSelection } from './tree-selection';

// Sites: Plant (1) > Hall A (2); Depot (5). The endpoint answers by parent_id as spec §7 says.
const LEVELS: Record<string, { id: number; name: string; has_children?: boolean }[]> = {
  root: [
    { id: 1, name: 'Plant', has_children: true },
    { id: 5, name: 'Depot' },
  ],
  '1': [{ id: 2, name: 'Hall A' }],
};

afterEach(cleanup);

function mount(props: { value?: TreeSelection[]; restricted?: boolean; required?: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(input);
      const params = new URL(input, 'http://x').searchParams;
      const level = params.has('q') ? [] : (LEVELS[params.get('parent_id') ?? 'root'] ?? []);
      return Promise.resolve(new Response(JSON.stringify({ data: level }), { status: 200 }));
    }),
  );
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<TreeSelection[]>(props.value ?? []);
    return (
      <TreeSelect
        url="/sites"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        restricted={props.restricted}
        required={props.required}
        data-testid="sites"
      />
    );
  }
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onChange, calls };
}

const open = () => fireEvent.click(screen.getByTestId('sites'));
const done = () => fireEvent.click(screen.getByRole('button', { name: /actions\.done/ }));

describe('TreeSelect', () => {
  it('loads the root, drills into children and back, and emits the choice only on close', async () => {
    const { onChange, calls } = mount({});
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Depot' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /treeSelect\.open/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hall A' }));
    expect(calls.some((url) => url.includes('parent_id=1'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Plant' }));
    await screen.findByRole('checkbox', { name: 'Depot' });
    done();
    expect(onChange).toHaveBeenCalledWith([
      { id: 5, label: 'Depot', path: [] },
      { id: 2, label: 'Hall A', path: [1] },
    ]);
  });

  it('restricted: choosing the ancestor replaces its chosen descendants', async () => {
    const { onChange } = mount({ restricted: true, value: [{ id: 2, label: 'Hall A', path: [1] }] });
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Plant' }));
    done();
    expect(onChange).toHaveBeenCalledWith([{ id: 1, label: 'Plant', path: [] }]);
  });

  it('clears only after the confirm step and shows the required message once closed empty', async () => {
    const { onChange } = mount({ required: true, value: [{ id: 5, label: 'Depot', path: [] }] });
    open();
    await screen.findByRole('checkbox', { name: 'Depot' });
    fireEvent.click(screen.getByText(/treeSelect\.clear$/));
    fireEvent.click(screen.getByRole('button', { name: /actions\.no$/ }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Depot' }).checked).toBe(true);
    fireEvent.click(screen.getByText(/treeSelect\.clear$/));
    fireEvent.click(screen.getByRole('button', { name: /actions\.yes/ }));
    done();
    expect(onChange).toHaveBeenCalledWith([]);
    await waitFor(() => expect(screen.getByText(/validations\.required/)).toBeTruthy());
  });

  it('says "no results for" with the search text after the 500 ms debounce', async () => {
    const { calls } = mount({});
    open();
    await screen.findByRole('checkbox', { name: 'Depot' });
    fireEvent.change(screen.getByLabelText(/treeSelect\.search/), { target: { value: 'zzz' } });
    expect(calls.some((url) => url.includes('q=zzz'))).toBe(false);
    expect(await screen.findByText(/treeSelect\.noResultsFor/, undefined, { timeout: 2000 })).toBeTruthy();
    expect(calls.some((url) => url.includes('q=zzz'))).toBe(true);
  });
});
