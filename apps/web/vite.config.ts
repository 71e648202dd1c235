import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server forwards API and development-mailbox calls to the Fieldbook server (port 3000 by default).
const apiTarget = process.env.FIELDBOOK_API ?? 'http://localhost:3000';

/** Libraries every screen uses; one chunk instead of dozens of small shared ones (ADR 155). */
const CORE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@mantine\/(?!tiptap)[^/]+|@floating-ui|@tabler|@tanstack\/(react-)?query-core|@tanstack\/react-query|i18next|react-i18next|zod|@casl|clsx|react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|aria-hidden|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest)\//;

/**
 * Styles of what the server draws as a page's first screen (ADR 182): they go with the core chunk, whose stylesheet
 * index.html links, so the drawn rows are styled when they appear instead of when the page's own code arrives.
 */
const FIRST_SCREEN_STYLES = /\/src\/modules\/template-editor\/components\/canvas\.module\.css$/;

/**
 * Groups chunks so a screen loads in a few requests (ADR 155): one chunk per language holding every
 * namespace's texts, and one for the core libraries (and the first screens' styles); the rest is split by route.
 */
const chunkGroup = (id: string) => {
  const language = /\/locales\/([a-z]{2})\.json$/.exec(id)?.[1];
  if (language) return `locales-${language}`;
  return CORE_LIBRARIES.test(id) || FIRST_SCREEN_STYLES.test(id) ? 'core' : null;
};

/** The start-up script's source (ADR 174): its own entry, so it runs before the core libraries have loaded. */
const EARLY_START = 'src/app/early-start.ts';

/** The print entry (ADR 224): the report alone, for the server's PDF print; no start-up script, no offline shell. */
const PRINT_HTML = 'print.html';

/**
 * Puts the start-up script first in index.html (not the print entry) as an async module: its built chunk, or its source in dev. The app's
 * entry runs as soon as it arrives too (async, not deferred): on a page whose first screen the server is drawing it
 * readies the texts and the page's code while the rest of the page still streams in (ADR 182).
 */
function earlyStartScript(): Plugin {
  return {
    name: 'fieldbook-early-start',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path.endsWith(`/${PRINT_HTML}`)) return html;
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        const early = chunks.find((chunk) => chunk.name === 'early-start');
        const entry = chunks.find((chunk) => chunk.name === 'index');
        return {
          html: entry
            ? html.replace(`<script type="module" crossorigin src="/${entry.fileName}">`, (tag) =>
                tag.replace('<script type="module"', '<script type="module" async'),
              )
            : html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, src: `/${early ? early.fileName : EARLY_START}` },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

/**
 * The offline shell (issue 19 item 4): a Workbox service worker precaches the built app so an inspection reloads and
 * runs with no network. Pages are asked of the server first (it may draw their first screen, ADR 182); offline the
 * last copy of the page, else the precached index.html, opens. API calls are never cached: the runner keeps its own
 * data in IndexedDB. main.tsx registers it in production builds.
 */
const offlineShell = () =>
  VitePWA({
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: [PRINT_HTML],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'fieldbook-pages',
            networkTimeoutSeconds: 5,
            precacheFallback: { fallbackURL: 'index.html' },
            expiration: { maxEntries: 50 },
          },
        },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), earlyStartScript(), ...(isSsrBuild ? [] : [offlineShell()])],
  // The server-side entry (ADR 182) holds its libraries, in their production builds like the browser's: one React
  // for the components and their libraries, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
    // The server-side entry (ADR 182) is built beside the app, without another copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        'early-start': resolve(import.meta.dirname, EARLY_START),
        print: resolve(import.meta.dirname, PRINT_HTML),
      },
      output: { codeSplitting: { groups: [{ name: chunkGroup }] } },
    },
  },
}));
