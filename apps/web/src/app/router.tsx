import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { guardedPage } from './guarded-page';
import type { FieldbookModule } from './module-types';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';
import { BlankLayout } from './shell/blank-layout';
import { MainLayout } from './shell/main-layout';

/** Route objects for every registered page, grouped under their layout, plus "/" and the catch-all. */
export function buildRoutes(modules: readonly FieldbookModule[]): RouteObject[] {
  const routes = modules.flatMap((module) => module.routes);
  const toRoute = (route: (typeof routes)[number]): RouteObject => ({
    path: route.path,
    Component: guardedPage(route),
  });
  return [
    {
      Component: RootLayout,
      children: [
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        { Component: MainLayout, children: routes.filter((r) => r.layout === 'main').map(toRoute) },
        {
          Component: BlankLayout,
          children: [
            ...routes.filter((r) => r.layout === 'blank').map(toRoute),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter(modules: readonly FieldbookModule[]) {
  return createBrowserRouter(buildRoutes(modules));
}
