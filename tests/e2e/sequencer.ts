/**
 * The e2e files run three at a time; the run ends when the last one does. Vitest starts the
 * largest files first (on a fresh clone it has no timings yet), which would leave the axe files,
 * small but the longest to run, for the end: they go first.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_RUNNING = /\/a11y-[\w-]+\.test\.ts$/;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG_RUNNING.test(f.moduleId)), ...sorted.filter((f) => !LONG_RUNNING.test(f.moduleId))];
  }
}
