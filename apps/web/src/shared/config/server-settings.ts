/** Settings the server writes into index.html as <meta> tags (see the server's withServerSettings). */
export type ServerSetting = 'fieldbook-default-language' | 'fieldbook-help-tutorials-url';

/**
 * Reads one server setting from index.html; undefined when the server did not set it (or in Vite's dev page), and
 * outside a browser (the server's first-screen render, ADR 181).
 */
export function serverSetting(name: ServerSetting): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}
