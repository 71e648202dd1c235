import { defineProject } from 'vitest/config';

// The domain's tests are pure functions with no shared mutable state: one module graph for all files
// (isolate: false) cuts the run from ~42 s to ~9 s on two cores.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
