import { api } from '../../../shared/api/client';
import { templatePath } from './template-path';

const early = new Map<string, Promise<unknown>>();

/**
 * Starts fetching a template when the app is opened on its editor (route preload): quietly and unparsed,
 * from the main bundle, so the request runs beside the download of the editor's code instead of after it.
 */
export function prefetchTemplate(id: string): void {
  if (early.has(id)) return;
  const loading = api.get(templatePath(id), {
    silent: true,
    handleUnauthenticated: false,
    handleNotFound: false,
  });
  loading.catch(() => undefined);
  early.set(id, loading);
}

/** The preloaded answer of a template, handed out once; undefined when none is waiting. */
export function takePrefetched(id: string): Promise<unknown> | undefined {
  const loading = early.get(id);
  early.delete(id);
  return loading;
}
