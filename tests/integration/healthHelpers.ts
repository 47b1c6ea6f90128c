/** What the health tests (health.test.ts, health.postgres.test.ts) share. */
import { expect, vi } from 'vitest';

/**
 * Runs `fn` with console.error silenced: a 503 is an error line of the request log (an in-process
 * API's errors go to console.error, where tests/consoleGuard.ts fails a test that did not expect
 * one), and the pool reports each connection the server ends (fake-api/database/connect.ts).
 */
export async function expectingErrors(fn: () => Promise<void>) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await fn();
  } finally {
    errors.mockRestore();
  }
}

/** What a probe must never learn: where the data is, the database's address or name, the software and its versions. */
export function expectNothingPrivate(text: string, dataDir: string) {
  expect(text).not.toContain(dataDir);
  expect(text).not.toMatch(/postgres|sqlite|kysely|better-sqlite3|:\/\/|t_[0-9a-f]{24}|\d+\.\d+\.\d+|127\.0\.0\.1|localhost/i);
}
