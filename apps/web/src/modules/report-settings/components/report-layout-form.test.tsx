import { BUILT_IN_REPORT_LAYOUT, type ReportLayoutInput } from '@fieldbook/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_QUERY_KEY } from '../../../shared/session/auth-key';
import { createTestI18n } from '../../../test/test-i18n';
import { testUser } from '../../../test/test-user';
import texts from '../locales/en.json';
import { ReportLayoutForm } from './report-layout-form';

afterEach(cleanup);

const i18n = createTestI18n({ 'report-settings': texts });
const TEMPLATE = '0b7c4a52-3a8e-4d21-9f0e-5c1d2e3f4a5b';

function show(props: { readOnly?: boolean; value?: Partial<ReportLayoutInput> } = {}) {
  const onSave = vi.fn((_layout: ReportLayoutInput) => Promise.resolve());
  const client = new QueryClient();
  client.setQueryData(AUTH_QUERY_KEY, testUser(['APP_VIEW_SETTINGS', 'APP_EDIT_SETTINGS']));
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ReportLayoutForm
            value={{ ...BUILT_IN_REPORT_LAYOUT, name: 'House style', ...props.value }}
            templates={[{ id: TEMPLATE, title: 'Forklift check' }]}
            readOnly={props.readOnly ?? false}
            saving={false}
            onSave={onSave}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSave;
}

describe('ReportLayoutForm', () => {
  it('saves the chosen paper, photo grid and hidden parts as a domain layout', async () => {
    const onSave = show();
    fireEvent.click(screen.getByLabelText('Letter'));
    fireEvent.click(screen.getByLabelText('4 columns'));
    fireEvent.click(screen.getByLabelText('Notes'));
    fireEvent.click(screen.getByLabelText('Show a cover page'));
    fireEvent.change(await screen.findByLabelText('Cover title'), { target: { value: 'Fleet check' } });
    fireEvent.click(screen.getByTestId('layout-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      ...BUILT_IN_REPORT_LAYOUT,
      name: 'House style',
      paper: 'Letter',
      photo_grid: 4,
      cover: { show: true, image_file_id: null, title: 'Fleet check' },
      parts: { ...BUILT_IN_REPORT_LAYOUT.parts, notes: false },
    });
  });

  it('refuses an empty name with the domain message and saves nothing', async () => {
    const onSave = show({ value: { name: '' } });
    fireEvent.click(screen.getByTestId('layout-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is read-only without the right to change settings', () => {
    show({ readOnly: true });
    expect(screen.queryByTestId('layout-save')).toBeNull();
    expect(screen.queryByTestId('layout-logo-upload')).toBeNull();
    expect(screen.getByLabelText('Notes').matches(':disabled')).toBe(true);
  });
});
