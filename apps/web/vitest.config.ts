import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/jsdom-setup.ts'],
    // Screen tests type and click through whole forms in jsdom; on 2 busy cores one can pass 5 s (CI saw 5.1 s).
    testTimeout: 20000,
  },
});
