import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Files that need a module graph of their own: they replace modules with vi.mock, or hydrate a server-drawn page
 * whose styles must not have been inserted by an earlier file. They run as the 'web-isolated' project.
 */
const ISOLATED = [
  'src/modules/template-entities/info/related-info-modal.test.tsx',
  'src/modules/template-editor/api/template-prefetch.test.ts',
  'src/modules/template-editor/api/template-editor-api.test.ts',
  'src/shared/bulk-import/bulk-import-api.test.ts',
  'src/app/first-screen/first-screen.test.tsx',
  'src/modules/inspections/api/start-inspection.test.ts',
  'src/modules/inspections/components/asset-inspections-section.test.tsx',
  'src/modules/inspections/components/start-inspection-dialog.test.tsx',
];

/** The web's test settings, for the shared-graph project and the isolated one (the root config lists both). */
export function webProject(isolated: boolean) {
  return defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: isolated ? 'web-isolated' : 'web',
      include: isolated ? ISOLATED : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : ISOLATED,
      environment: 'jsdom',
      setupFiles: ['src/test/jsdom-setup.ts'],
      // Screen tests type and click through whole forms in jsdom; on 2 busy cores one can pass 5 s (CI saw 5.1 s).
      testTimeout: 20000,
      // Screen tests share one module graph (jsdom-setup empties the page after each test): the suite runs in about
      // a quarter of the time a fresh jsdom and module graph per file took.
      isolate: isolated,
    },
  });
}

export default webProject(false);
