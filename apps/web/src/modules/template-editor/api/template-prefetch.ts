import { templateEditorApi } from './template-editor-api';
import type { LoadedTemplate } from './template-editor-api';

const early = new Map<string, Promise<LoadedTemplate>>();

/** Starts loading a template when the app is opened on its editor (route preload), silently. */
export function prefetchTemplate(id: string): void {
  if (early.has(id)) return;
  const loading = templateEditorApi.load(id, { quiet: true });
  loading.catch(() => undefined);
  early.set(id, loading);
}

/**
 * The editor page's load: takes the preloaded answer once (a failed preload is simply asked again,
 * now with the usual error handling), or loads afresh.
 */
export function takeTemplate(id: string): Promise<LoadedTemplate> {
  const loading = early.get(id);
  early.delete(id);
  return loading ? loading.catch(() => templateEditorApi.load(id)) : templateEditorApi.load(id);
}
