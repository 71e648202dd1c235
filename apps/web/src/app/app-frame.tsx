import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeOf } from '@fieldbook/domain/common/languages';
import { useSkin } from '../shared/theme/skin';
import { cssVariablesResolver, themeFor } from '../shared/theme/theme';
import { GlobalLoader } from '../shared/ui/global-loader';
import { TOAST_AUTO_CLOSE_MS } from '../shared/ui/toast';

/**
 * What every screen sits in: the theme in the chosen skin, toasts, the loading bar and the query cache. The browser
 * puts its router inside; the server, drawing a first screen, its static one (ADR 182).
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [skin] = useSkin();
  const { t } = useTranslation();
  const close = t('common:gen.actions.close');
  const togglePassword = t('common:gen.actions.togglePassword');
  const theme = useMemo(() => themeFor({ close, togglePassword }), [close, togglePassword]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colorSchemeOf(skin)}
    >
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={5} />
      <QueryClientProvider client={queryClient}>
        <GlobalLoader />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
