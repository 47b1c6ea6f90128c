import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { declaredIcons } from './build/declaredIcons.ts';

/**
 * The e2e files run three at a time and the run ends when the last one does. Vitest starts the
 * largest files first (a fresh clone has no timings yet), which would leave the axe files, small
 * but the longest to run, for the end: they go first.
 */
const LONG_RUNNING = /\/a11y-[\w-]+\.test\.ts$/;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG_RUNNING.test(f.moduleId)), ...sorted.filter((f) => !LONG_RUNNING.test(f.moduleId))];
  }
}

export default defineConfig({
  // The console's icons by name (`virtual:declared-icons`), as the build has them.
  plugins: [react(), declaredIcons()],
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // A test of one engine only says so in its name: `*.postgres.test.ts` (several processes on one
          // database, which SQLite refuses; the statements each connection keeps prepared) runs below.
          exclude: ['tests/integration/**/*.postgres.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          // Hooks start APIs (a child process, a seeded database): on a loaded machine that outlasts 10 s.
          hookTimeout: 60_000,
          setupFiles: ['tests/consoleGuard.ts', 'tests/renderedTimers.ts'],
        },
      },
      {
        // The same suite on PostgreSQL.
        extends: true,
        test: {
          name: 'integration-pg',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // `*.sqlite.test.ts`: about the SQLite file itself (its lock, its files' permissions).
          exclude: ['tests/integration/**/*.sqlite.test.{ts,tsx}'],
          environment: 'node',
          env: { MDS_TEST_ENGINE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/integration/postgresSetup.ts'],
          setupFiles: ['tests/consoleGuard.ts', 'tests/renderedTimers.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file has its own console server and data; they share one Chromium (globalSetup).
          // The files mostly wait on the browser, so three at a time fit two cores.
          maxWorkers: 3,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // A real browser on a 2-core machine: give each polled expectation up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
