import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API and development-mailbox calls to the Fieldbook server (port 3000 by default).
const apiTarget = process.env.FIELDBOOK_API ?? 'http://localhost:3000';

/** Libraries every screen uses; one chunk instead of dozens of small shared ones (ADR 155). */
const CORE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@mantine\/(?!tiptap)[^/]+|@floating-ui|@tabler|@tanstack\/(react-)?query-core|@tanstack\/react-query|i18next|react-i18next|zod|@casl|clsx|react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|aria-hidden|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest)\//;

/**
 * Groups chunks so a screen loads in a few requests (ADR 155): one chunk per language holding every
 * namespace's texts, and one for the core libraries; the rest is split by route as usual.
 */
const chunkGroup = (id: string) => {
  const language = /\/locales\/([a-z]{2})\.json$/.exec(id)?.[1];
  if (language) return `locales-${language}`;
  return CORE_LIBRARIES.test(id) ? 'core' : null;
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkGroup }] } } },
  },
});
