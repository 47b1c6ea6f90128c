/**
 * On PostgreSQL, the database going away under a serving API: the readiness check answers 503
 * "database unreachable" while the database refuses connections (its existing ones ended), the
 * liveness check stays 200, and ready comes back by itself once the database takes connections
 * again. (PostgreSQL only, by its name: an open SQLite file does not go away; health.test.ts
 * covers the schema falling behind on both.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from './engine';
import { expectingErrors, expectNothingPrivate } from './healthHelpers';
import { call, startApi, type RunningApi } from './helpers';

let run: RunningApi;
let database: string;

/** Statements on the test cluster's maintenance database (ALTER DATABASE cannot run on the database it changes). */
async function onCluster(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}
const allowConnections = (allow: boolean) => onCluster(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${allow}`);

beforeAll(async () => {
  run = await startApi();
  database = new URL((await databaseUrlFor(run.dataDir))!).pathname.slice(1);
});
afterAll(async () => {
  // Whatever happened: the API's pool must be able to close, and the database to be dropped later.
  await allowConnections(true);
  await run.stop();
});

const live = () => call<{ status: string }>(run.baseUrl, 'GET', '/api/health/live');
const ready = () => call<{ status: string } | null>(run.baseUrl, 'GET', '/api/health/ready');

describe('the database going away', () => {
  it('turns ready into 503 "database unreachable" while it refuses connections, and back to ready when it takes them again', async () => {
    expect((await ready()).status).toBe(200);
    await expectingErrors(async () => {
      await allowConnections(false);
      await onCluster('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);

      await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(503);
      const down = await ready();
      expect(down.json).toMatchObject({ code: 50300, status: 'fail', msg: 'database unreachable', data: null });
      expectNothingPrivate(down.text, run.dataDir);
      expect(down.text).not.toContain(database);
      // The process itself still serves: no reason to restart it.
      expect((await live()).status).toBe(200);

      await allowConnections(true);
      await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
    });
    expect((await ready()).json.data).toEqual({ status: 'ready' });
  });
});
