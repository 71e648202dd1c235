import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.config';
import { LongFirstSequencer } from './vitest-sequencer';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', webProject(false), webProject(true)],
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, which left one idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFirstSequencer },
  },
});
