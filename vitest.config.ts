import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', webProject(false), webProject(true)],
  },
});
