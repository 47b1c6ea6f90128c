/**
 * The reminders job with several API processes on one PostgreSQL database: runs at the same moment
 * in two of them send each reminder once. Two API instances with a connection pool each stand for
 * two processes in the trials (the runs are started at the same moment, which timers cannot be
 * made to do): through the runner (its advisory lock), and as bare runs in two transactions, where
 * the reminders' unique key alone keeps them single. Two real processes then run it on their own
 * timers. (PostgreSQL only, by its name: SQLite serves one process.)
 */
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyDb } from '../../fake-api/data';
import { databaseUrlFor } from './engine';
import { DAY, startGovernance, type Rec, twoApis } from './governanceHelpers';
import { tempDir } from './helpers';
import { jobRuns, killApi, spawnApi, TRACING_JOBS, type ApiProcess } from './processes';

const both = twoApis('mds-reminders-');

/** How many reminders a run's result says it sent. */
const sent = (result: string) => Number(/^sent (\d+) reminders?/.exec(result)?.[1] ?? 0);

/** How many reminder notices each grant has (0 for none). */
async function noticeCounts(db: AnyDb, grants: readonly Rec[]): Promise<number[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['linkId', (e) => e.fn.countAll().as('n')])
    .where('linkResource', '=', 'grants')
    .where('key', 'like', 'notice.reminder.%')
    .where(
      'linkId',
      'in',
      grants.map((g) => g.id),
    )
    .groupBy('linkId')
    .execute();
  return grants.map((g) => Number(rows.find((r) => Number(r.linkId) === g.id)?.n ?? 0));
}

describe('two API processes running the reminders job at the same moment', () => {
  /** Two grants ending in a week; both processes remind at once. */
  async function trial(bare: boolean): Promise<number> {
    const grants: Rec[] = [];
    for (let i = 0; i < 2; i++) grants.push((await both.gov.grant(both.gov.user, { accessExpiresAt: both.gov.ahead(7) })).grant);
    const apis = [both.gov.run.api, both.other.api];
    const results = bare
      ? // Past the runner and its lock: each a bare run in a transaction of its own.
        await Promise.all(
          apis.map((api) => api.data.transaction((trx) => api.jobs.jobs.find((j) => j.name === 'reminders')!.run(trx, both.gov.clock.t, () => undefined))),
        )
      : await Promise.all(apis.map((api) => api.jobs.run('reminders')));
    expect(
      results.map(sent).reduce((a, b) => a + b),
      JSON.stringify(results),
    ).toBeGreaterThanOrEqual(2);
    const counts = await noticeCounts(both.gov.run.api.data.db, grants);
    both.gov.jump(1 / 24);
    return counts.filter((n) => n !== 1).length;
  }

  it('sends each reminder once through the runner (10 trials, 0 duplicates)', async () => {
    let wrong = 0;
    for (let i = 0; i < 10; i++) wrong += await trial(false);
    expect(wrong).toBe(0);
  });

  it('sends each reminder once in bare runs, by the unique key alone (10 trials, 0 duplicates)', async () => {
    let wrong = 0;
    for (let i = 0; i < 10; i++) wrong += await trial(true);
    expect(wrong).toBe(0);
  });
});

describe('two real API processes on their timers', () => {
  let realDir: string;
  let ending: Rec[];
  let processes: ApiProcess[] = [];
  beforeAll(async () => {
    realDir = tempDir('mds-reminders-real-');
    // Grants ending in five days of real time, made through an API whose clock is ten days back.
    const prep = await startGovernance({ dataDir: realDir, start: Date.now() - 10 * DAY });
    ending = [];
    for (let i = 0; i < 2; i++) ending.push((await prep.grant(prep.user, { accessExpiresAt: prep.ahead(15) })).grant);
    await prep.stop();
    // Both started at once, timers on (the first run about 2 s after each start), each printing its runs.
    processes = await Promise.all([spawnApi(realDir, { JOBS: 'on' }, TRACING_JOBS), spawnApi(realDir, { JOBS: 'on' }, TRACING_JOBS)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map(killApi));
    fs.rmSync(realDir, { recursive: true, force: true });
  });

  it('remind of each grant once', async () => {
    const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: await databaseUrlFor(realDir), max: 1 }) }) });
    try {
      await expect.poll(() => noticeCounts(db, ending), { timeout: 20_000, interval: 250 }).toEqual([1, 1]);
      // Both processes have had their first run (one sent them; the other found the lock taken, or them sent).
      await expect.poll(() => processes.map((p) => jobRuns(p, 'reminders').length > 0), { timeout: 20_000, interval: 100 }).toEqual([true, true]);
      const firstRuns = processes.map((p) => jobRuns(p, 'reminders')[0]);
      expect(
        firstRuns.filter((r) => sent(r) > 0),
        JSON.stringify(firstRuns),
      ).toHaveLength(1);
      expect(await noticeCounts(db, ending)).toEqual([1, 1]);
    } finally {
      await db.destroy();
    }
  });
});
