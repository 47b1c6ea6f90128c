/**
 * The reminders job with several API processes on one PostgreSQL database: runs at the same moment
 * in two of them send each reminder once. Two API instances with a connection pool each stand for
 * two processes in the trials (the runs are started at the same moment, which timers cannot be
 * made to do): through the runner (its advisory lock), and as bare runs in two transactions, where
 * the reminders' unique key alone keeps them single. Two real processes then run it on their own
 * timers. (PostgreSQL only, by its name: SQLite serves one process.)
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AnyDb } from '../../fake-api/data';
import { databaseUrlFor } from './engine';
import { type Rec, twoApis, twoProcesses } from './governanceHelpers';
import { jobRuns } from './processes';

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
  // Grants ending in five days of real time.
  const real = twoProcesses('mds-reminders-real-', async (prep) => {
    const ending: Rec[] = [];
    for (let i = 0; i < 2; i++) ending.push((await prep.grant(prep.user, { accessExpiresAt: prep.ahead(15) })).grant);
    return ending;
  });

  it('remind of each grant once', async () => {
    const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: await databaseUrlFor(real.dir), max: 1 }) }) });
    try {
      await expect.poll(() => noticeCounts(db, real.made), { timeout: 20_000, interval: 250 }).toEqual([1, 1]);
      // Both real.processes have had their first run (one sent them; the other found the lock taken, or them sent).
      await expect.poll(() => real.processes.map((p) => jobRuns(p, 'reminders').length > 0), { timeout: 20_000, interval: 100 }).toEqual([true, true]);
      const firstRuns = real.processes.map((p) => jobRuns(p, 'reminders')[0]);
      expect(
        firstRuns.filter((r) => sent(r) > 0),
        JSON.stringify(firstRuns),
      ).toHaveLength(1);
      expect(await noticeCounts(db, real.made)).toEqual([1, 1]);
    } finally {
      await db.destroy();
    }
  });
});
