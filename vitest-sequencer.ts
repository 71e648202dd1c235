import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files known to run for a minute or more: the route-table probes and the sign-in limiter's waits. */
const LONG_RUNNING = /(tenant-isolation-\d|api-fuzz|sign-in-limits)\.test\.ts$/;

/**
 * Starts the long-running files first. Without a results cache (CI, right after `npm ci`) Vitest starts larger
 * files first, and the probes are small files that run for minutes: started last, they kept one worker busy
 * while the other sat idle at the end of the run (ADR 197).
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_RUNNING.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}
