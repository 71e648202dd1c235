import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InspectionCounts } from './inspection-counts';

afterEach(cleanup);

const mount = (scope: 'all' | 'own') =>
  render(
    <MantineProvider env="test">
      <InspectionCounts counts={{ scope, this_week: 12, in_progress: 3, failed_items_this_week: 1234 }} />
    </MantineProvider>,
  );

describe('the dashboard inspection counts', () => {
  it('shows the three counts under a heading naming whose inspections they are', () => {
    mount('all');
    expect(screen.getByRole('heading', { name: 'inspections.title' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'inspections.title' });
    expect(region.textContent).toContain('inspections.thisWeek12');
    expect(region.textContent).toContain('inspections.inProgress3');
    expect(region.textContent).toMatch(/inspections\.failedThisWeek1.?234/);
  });

  it('says "your inspections" when the counts are the member own', () => {
    mount('own');
    expect(screen.getByRole('heading', { name: 'inspections.titleOwn' })).toBeTruthy();
  });
});
