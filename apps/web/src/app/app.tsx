import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { configureApiNavigation } from '../shared/api/client';
import { queryClient } from '../shared/api/query-client';
import { FirstScreenProvider, type FirstScreen } from '../shared/first-screen/first-screen';
import { AppFrame } from './app-frame';
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

/** The whole app in the browser: the frame with the router; `firstScreen` when it takes over a server-drawn one. */
export function App({ firstScreen = null }: { firstScreen?: FirstScreen | null }) {
  const router = useAppRouter();
  return (
    <FirstScreenProvider value={firstScreen}>
      <AppFrame queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppFrame>
    </FirstScreenProvider>
  );
}
