/**
 * The expiry sweep (`api.jobs.run('expirySweep')`): grants past their end date are moved to
 * `expired` for real (stored, with the system's history and log entries), which holds their
 * outputs; a grant still running or renewed in time is left alone; a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTS, OUTPUTS, startGovernance, type Gov, type Rec } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

/** The grant as the database holds it (a read through the API derives `expired` from the date). */
const stored = async (id: number) => (await gov.run.api.data.records('grants').get(gov.run.api.data.db, id))!;
const sweep = () => gov.run.api.jobs.run('expirySweep');

describe('the expiry sweep', () => {
  let lapsing: { grant: Rec; submitted: Rec; checked: Rec }[];
  let running: Rec;
  let renewedInTime: Rec;
  let renewedLapsing: Rec;
  let counts: { grants: number; outputs: number };
  let lapsedBefore: number;

  beforeAll(async () => {
    lapsing = [];
    for (let i = 0; i < 2; i++) {
      const { grant } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(2) });
      const submitted = await gov.output(gov.user, grant.id);
      const checked = await gov.output(gov.user, grant.id);
      gov.ok(await gov.check(checked.id, gov.admin), 'check');
      lapsing.push({ grant, submitted, checked });
    }
    running = (await gov.grant(gov.user, { accessExpiresAt: gov.ahead(30) })).grant;
    renewedInTime = (await gov.grant(gov.user, { accessExpiresAt: gov.ahead(2) })).grant;
    gov.ok(await gov.move(GRANTS, renewedInTime.id, gov.admin, { to: 'renewed', expiresAt: gov.ahead(60), ethicsExpiresAt: gov.ethicsDate() }), 'renew');
    renewedLapsing = (await gov.grant(gov.user, { accessExpiresAt: gov.ahead(30) })).grant;
    gov.ok(await gov.move(GRANTS, renewedLapsing.id, gov.admin, { to: 'renewed', expiresAt: gov.ahead(2), ethicsExpiresAt: gov.ethicsDate() }), 'renew');
    gov.jump(3);
    // What reads expired but is stored active or renewed: the sweep's work (seeded grants past their end too).
    const reading = await gov.all(GRANTS, gov.admin, '&state=expired');
    lapsedBefore = (await Promise.all(reading.map(async (g) => (await stored(g.id)).state))).filter((s) => s !== 'expired').length;
    counts = { grants: (await gov.log('grants')).length, outputs: (await gov.log('outputs')).length };
  });

  it('reads a grant past its end as expired before it runs, though it is stored active', async () => {
    for (const { grant } of lapsing) {
      expect((await gov.read(GRANTS, grant.id, gov.user)).state).toBe('expired');
      expect((await stored(grant.id)).state).toBe('active');
    }
    expect((await stored(renewedLapsing.id)).state).toBe('renewed');
    expect(lapsedBefore).toBeGreaterThanOrEqual(3);
  });

  it('expires each lapsed grant as the system, holds its outputs, and logs it all', async () => {
    expect(await sweep()).toBe(`grants: ${lapsedBefore} expire`);
    const cause = { resource: 'jobs', id: 0, transition: 'expirySweep' };
    for (const { grant, submitted, checked } of lapsing) {
      expect((await stored(grant.id)).state).toBe('expired');
      expect(await gov.history(GRANTS, grant.id, gov.user)).toEqual([
        {
          id: expect.any(Number),
          time: expect.any(String),
          userId: 0,
          actor: 'system',
          transition: 'expire',
          from: 'active',
          to: 'expired',
          fields: {},
          cause,
        },
      ]);
      for (const [out, from] of [
        [submitted, 'submitted'],
        [checked, 'checked'],
      ] as const) {
        expect((await gov.read(OUTPUTS, out.id, gov.user)).state).toBe('held');
        expect((await gov.history(OUTPUTS, out.id, gov.user)).at(-1)).toMatchObject({
          transition: 'hold',
          from,
          to: 'held',
          actor: 'system',
          userId: 0,
          cause: { resource: 'grants', id: grant.id, transition: 'expire' },
        });
      }
    }
    expect((await stored(renewedLapsing.id)).state).toBe('expired');
    expect((await gov.history(GRANTS, renewedLapsing.id)).at(-1)).toMatchObject({ transition: 'expire', from: 'renewed', to: 'expired', actor: 'system' });

    const grantLog = await gov.log('grants');
    expect(grantLog.length - counts.grants).toBe(lapsedBefore);
    for (const { grant, submitted } of lapsing) {
      expect(grantLog.find((e) => e.recordId === String(grant.id))).toMatchObject({ actor: 'system', action: 'expire: active → expired', result: 'success' });
      expect((await gov.log('outputs')).find((e) => e.recordId === String(submitted.id))).toMatchObject({
        actor: 'system',
        action: `hold: submitted → held (grants ${grant.id} expire)`,
      });
    }
  });

  it('leaves a grant still running and one renewed in time as they were', async () => {
    expect((await stored(running.id)).state).toBe('active');
    expect(await gov.history(GRANTS, running.id)).toEqual([]);
    expect((await stored(renewedInTime.id)).state).toBe('renewed');
    expect((await gov.history(GRANTS, renewedInTime.id)).map((h) => h.transition)).toEqual(['renew']);
  });

  it('shows the expired grants to a filter on their state, and the running ones not', async () => {
    const expired = (await gov.all(GRANTS, gov.admin, '&state=expired')).map((g) => g.id);
    expect(expired).toEqual(expect.arrayContaining([...lapsing.map((l) => l.grant.id), renewedLapsing.id]));
    expect(expired).not.toContain(running.id);
    const active = (await gov.all(GRANTS, gov.admin, '&state=active')).map((g) => g.id);
    expect(active).toContain(running.id);
    expect(active).not.toContain(lapsing[0].grant.id);
  });

  it('changes nothing when run again, and reports its last run', async () => {
    const before = {
      histories: await Promise.all(lapsing.map(async (l) => (await gov.history(GRANTS, l.grant.id)).length)),
      grants: (await gov.log('grants')).length,
      outputs: (await gov.log('outputs')).length,
    };
    const ranAt = new Date(gov.clock.t).toISOString();
    expect(await sweep()).toBe('nothing lapsed');
    expect(await Promise.all(lapsing.map(async (l) => (await gov.history(GRANTS, l.grant.id)).length))).toEqual(before.histories);
    expect((await gov.log('grants')).length).toBe(before.grants);
    expect((await gov.log('outputs')).length).toBe(before.outputs);

    const [job] = await gov.run.api.jobs.list();
    expect(job).toEqual({
      name: 'expirySweep',
      everyMs: 60_000,
      lastStarted: ranAt,
      lastFinished: ranAt,
      result: 'nothing lapsed',
      ok: true,
    });
    // A timer's run (not forced) just after one is skipped.
    expect(await gov.run.api.jobs.run('expirySweep', false)).toBe('skipped');
  });

  it('moves a grant that lapses later on its next run', async () => {
    gov.jump(40);
    expect(await sweep()).toMatch(/^grants: \d+ expire$/);
    expect((await stored(running.id)).state).toBe('expired');
    expect(await gov.history(GRANTS, running.id)).toEqual([expect.objectContaining({ transition: 'expire', actor: 'system' })]);
  });
});
