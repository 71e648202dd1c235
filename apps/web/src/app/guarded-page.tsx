import { Suspense, type ComponentType } from 'react';
import { HelpBanner } from '../modules/help/components/help-banner';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/use-session';
import { UpgradePrompt } from '../shared/plans/upgrade-prompt';
import { PageLoader } from '../shared/ui/page-loader';
import { usePageTitle } from '../shared/ui/use-page-title';
import type { ModuleRoute } from './module-types';
import { NotAuthorisedPage } from './pages/not-authorised-page';
import { decideAccess } from './route-access';
import { useRoutePage } from './route-page';

function PageTitle({ titleKey }: { titleKey: string }) {
  usePageTitle(titleKey);
  return null;
}

/**
 * Wraps a registered route: applies the guard first, then loads the page's chunk. The page's help banner shows only
 * with the page itself, never above the not-authorised page or an upgrade prompt (ADR 193).
 */
export function guardedPage(route: ModuleRoute): ComponentType {
  return function GuardedPage() {
    const session = useSession();
    const location = useLocation();
    const decision = decideAccess(
      route,
      { ...session, signedIn: session.user !== null },
      `${location.pathname}${location.search}`,
    );
    const Page = useRoutePage(route, decision.kind === 'render');
    switch (decision.kind) {
      case 'redirect':
        return <Navigate to={decision.to} replace />;
      case 'forbidden':
        return <NotAuthorisedPage />;
      case 'upgrade':
        return <UpgradePrompt feature={decision.feature} />;
      case 'render':
        if (!Page) return <PageLoader />;
        return (
          <>
            {route.layout === 'main' && <HelpBanner />}
            <Suspense fallback={<PageLoader />}>
              <PageTitle titleKey={route.titleKey} />
              <Page />
            </Suspense>
          </>
        );
    }
  };
}
