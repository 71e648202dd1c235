import { useEffect, useState, type ComponentType } from 'react';
import type { ModuleRoute } from './module-types';

const loading = new WeakMap<ModuleRoute['page'], Promise<ComponentType>>();
const loaded = new WeakMap<ModuleRoute['page'], ComponentType>();

/** Loads a route's page chunk once and remembers the component, so a render after the preload needn't wait. */
export function loadRoutePage(route: ModuleRoute): Promise<ComponentType> {
  const known = loading.get(route.page);
  if (known) return known;
  const load = route.page().then((component) => {
    loaded.set(route.page, component);
    return component;
  });
  loading.set(route.page, load);
  // A failed chunk download may succeed later (the next navigation asks again).
  load.catch(() => loading.delete(route.page));
  return load;
}

/**
 * The route's page component once wanted (the guard lets it render), or null while its chunk loads. Not React.lazy: a lazy page suspends
 * even when its chunk is already here, and React holds a revealed Suspense boundary back for up to
 * 300 ms after its fallback showed (ADR 159), which the editor's first paint paid on every opening.
 * A chunk that fails to load is thrown to the route's error boundary, as lazy would.
 */
export function useRoutePage(route: ModuleRoute, wanted: boolean): ComponentType | null {
  const [page, setPage] = useState<ComponentType | undefined>(() => loaded.get(route.page));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (page || !wanted) return;
    let live = true;
    loadRoutePage(route).then(
      (component) => live && setPage(() => component),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [route, page, wanted]);
  if (failure) throw failure.error;
  return page ?? null;
}
