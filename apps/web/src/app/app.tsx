import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { configureApiNavigation } from '../shared/api/client';
import { queryClient } from '../shared/api/query-client';
import { colorSchemeOf, useSkin } from '../shared/theme/skin';
import { cssVariablesResolver, themeFor } from '../shared/theme/theme';
import { GlobalLoader } from '../shared/ui/global-loader';
import { TOAST_AUTO_CLOSE_MS } from '../shared/ui/toast';
import { MODULES } from './modules';
import { createAppRouter } from './router';

function useAppRouter() {
  const [router] = useState(() => {
    const created = createAppRouter(MODULES);
    configureApiNavigation((to) => void created.navigate(to));
    return created;
  });
  return router;
}

/** The whole app: theme with the chosen skin, toasts, loading bar, query cache and router. */
export function App() {
  const [skin] = useSkin();
  const router = useAppRouter();
  const { t } = useTranslation();
  const closeLabel = t('common:actions.close');
  const theme = useMemo(() => themeFor(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colorSchemeOf(skin)}
    >
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={5} />
      <QueryClientProvider client={queryClient}>
        <GlobalLoader />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
