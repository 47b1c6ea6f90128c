/**
 * The expiry sweep with several API processes on one PostgreSQL database: a run at the same moment
 * in two of them expires each lapsed grant once (one history entry, one hold of each output). Two
 * API instances with a connection pool each stand for two processes in the trials (the runs are
 * started at the same moment, which timers cannot be made to do); two real processes then run it
 * on their own timers. (PostgreSQL only, by its name: SQLite serves one process.)
 */
import { describe, expect, it } from 'vitest';
import { call, login } from './helpers';
import { GRANTS, OUTPUTS, type HistoryEntry, type Rec, twoApis, twoProcesses } from './governanceHelpers';
import { jobRuns, type ApiProcess } from './processes';

const both = twoApis('mds-sweep-');

const moved = (result: string) => Number(/^grants: (\d+) expire$/.exec(result)?.[1] ?? 0);
const entries = (list: HistoryEntry[], transition: string) => list.filter((h) => h.transition === transition);

describe('two API processes running the sweep at the same moment', () => {
  /** Two grants past their end, an output under each; both processes sweep at once. */
  async function trial() {
    const lapsing: { grant: Rec; out: Rec }[] = [];
    for (let i = 0; i < 2; i++) {
      const { grant } = await both.gov.grant(both.gov.user, { accessExpiresAt: both.gov.ahead(2) });
      lapsing.push({ grant, out: await both.gov.output(both.gov.user, grant.id) });
    }
    both.gov.jump(3);
    const results = await Promise.all([both.gov.run.api.jobs.run('expirySweep'), both.other.api.jobs.run('expirySweep')]);
    // One of them did the work; the other found the lock taken, or nothing left.
    expect(
      results.filter((r) => moved(r) > 0),
      JSON.stringify(results),
    ).toHaveLength(1);
    expect(
      results.filter((r) => moved(r) === 0).every((r) => r === 'skipped' || r === 'nothing lapsed'),
      JSON.stringify(results),
    ).toBe(true);
    expect(results.map(moved).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(2);
    for (const { grant, out } of lapsing) {
      expect(entries(await both.gov.history(GRANTS, grant.id), 'expire')).toHaveLength(1);
      const held = entries(await both.gov.history(OUTPUTS, out.id), 'hold');
      expect(held).toEqual([expect.objectContaining({ actor: 'system', cause: { resource: 'grants', id: grant.id, transition: 'expire' } })]);
      expect((await both.gov.read(OUTPUTS, out.id)).state).toBe('held');
    }
    const logged = (await both.gov.log('grants')).filter((e) => lapsing.some((l) => e.recordId === String(l.grant.id)) && e.action.startsWith('expire'));
    expect(logged).toHaveLength(2);
  }

  it.each([0, 1, 2, 3])('expire each lapsed grant once (5 trials, batch %i)', async () => {
    for (let i = 0; i < 5; i++) await trial();
  });
});

describe('two real API processes on their timers', () => {
  // Grants whose end passed five days ago in real time, an output under each.
  const real = twoProcesses('mds-sweep-real-', async (prep) => {
    const lapsed: { grant: Rec; out: Rec }[] = [];
    for (let i = 0; i < 2; i++) {
      const { grant } = await prep.grant(prep.user, { accessExpiresAt: prep.ahead(5) });
      lapsed.push({ grant, out: await prep.output(prep.user, grant.id) });
    }
    return lapsed;
  });

  it('expire each real.made grant once', async () => {
    const [a, b] = real.processes;
    const token = await login(a.baseUrl, 'admin', 'admin');
    const historyOf = async (api: ApiProcess, path: string, id: number) =>
      (await call<{ list: HistoryEntry[] }>(api.baseUrl, 'GET', `${path}/${id}/transitions`, { token })).json.data.list;
    await expect
      .poll(async () => (await Promise.all(real.made.map(async (l) => entries(await historyOf(a, GRANTS, l.grant.id), 'expire').length))).join(), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('1,1');
    // Both real.processes have had their first run (one expired the grants; the other found the lock
    // taken, the sweep just done, or nothing real.made): still one expiry each.
    await expect.poll(() => real.processes.map((p) => jobRuns(p, 'expirySweep').length > 0), { timeout: 20_000, interval: 100 }).toEqual([true, true]);
    const firstRuns = real.processes.map((p) => jobRuns(p, 'expirySweep')[0]);
    expect(
      firstRuns.filter((r) => moved(r) > 0),
      JSON.stringify(firstRuns),
    ).toHaveLength(1);
    expect(
      firstRuns.filter((r) => moved(r) === 0).every((r) => r === 'skipped' || r === 'nothing real.made'),
      JSON.stringify(firstRuns),
    ).toBe(true);
    for (const { grant, out } of real.made) {
      expect(entries(await historyOf(b, GRANTS, grant.id), 'expire')).toEqual([expect.objectContaining({ actor: 'system', userId: 0 })]);
      expect(entries(await historyOf(b, OUTPUTS, out.id), 'hold')).toHaveLength(1);
    }
  });
});
