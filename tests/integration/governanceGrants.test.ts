/**
 * A grant's life decides its outputs: closed, its pending outputs are held by the system (with the
 * close as their cause); past its end, nothing is checked or released under it; renewed (only with
 * a valid ethics approval and a real end date), its held outputs come back for a fresh check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, GRANTS, OUTPUTS, stateOf, USER_ID, startGovernance, type Gov, type Rec } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

/** The user's grant with one output submitted, one checked (by the admin) and one released (by the reviewer). */
async function grantWithOutputs(opts: { accessExpiresAt?: string; extra?: Record<string, unknown> } = {}) {
  const { grant } = await gov.grant(gov.user, opts);
  const submitted = await gov.output(gov.user, grant.id);
  const checked = await gov.output(gov.user, grant.id);
  gov.ok(await gov.check(checked.id, gov.admin), 'check');
  const released = await gov.output(gov.user, grant.id);
  gov.ok(await gov.check(released.id, gov.admin), 'check');
  gov.ok(await gov.move(OUTPUTS, released.id, gov.reviewer, { to: 'released' }), 'release');
  return { grant, submitted, checked, released };
}

const stateOfOutputs = async (...outs: Rec[]) => Promise.all(outs.map(async (o) => (await gov.read(OUTPUTS, o.id)).state));

describe('closing a grant', () => {
  it('holds its submitted and checked outputs as the system, naming the close; released ones stay', async () => {
    const { grant, submitted, checked, released } = await grantWithOutputs();
    const closed = await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' });
    expect(closed.json.data).toMatchObject({ id: grant.id, state: 'closed' });
    expect(await stateOfOutputs(submitted, checked, released)).toEqual(['held', 'held', 'released']);

    const cause = { resource: 'grants', id: grant.id, transition: 'close' };
    for (const [out, from] of [
      [submitted, 'submitted'],
      [checked, 'checked'],
    ] as const) {
      // The requester sees why their output stopped.
      expect((await gov.history(OUTPUTS, out.id, gov.user)).at(-1)).toEqual({
        id: expect.any(Number),
        time: expect.any(String),
        userId: 0,
        actor: 'system',
        transition: 'hold',
        from,
        to: 'held',
        fields: {},
        cause,
      });
    }
    expect((await gov.history(OUTPUTS, released.id)).at(-1)).toMatchObject({ transition: 'release', actor: 'reviewer' });
    expect((await gov.history(GRANTS, grant.id, gov.user)).map((h) => [h.transition, h.actor, h.from, h.to])).toEqual([['close', 'admin', 'active', 'closed']]);

    const log = await gov.log('outputs');
    expect(log.filter((e) => e.recordId === String(submitted.id))[0]).toMatchObject({
      actor: 'system',
      action: `hold: submitted → held (grants ${grant.id} close)`,
      result: 'success',
      code: 20000,
    });
    expect(log.filter((e) => e.recordId === String(checked.id))[0]).toMatchObject({
      actor: 'system',
      action: `hold: checked → held (grants ${grant.id} close)`,
    });
    expect(log.some((e) => e.recordId === String(released.id) && e.action.startsWith('hold'))).toBe(false);
    expect((await gov.log('grants')).find((e) => e.recordId === String(grant.id))).toMatchObject({ actor: 'admin', action: 'close: active → closed' });
  });

  it('leaves its held outputs neither checkable nor releasable, only rejectable; the grant is not renewed', async () => {
    const { grant, submitted, checked } = await grantWithOutputs();
    gov.ok(await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' }), 'close');
    const before = await stateOf(gov, OUTPUTS, submitted.id);
    await expectRefused(gov, OUTPUTS, submitted.id, await gov.check(submitted.id, gov.reviewer), 40000, { why: 'state', state: 'held' }, before);
    const checkedBefore = await stateOf(gov, OUTPUTS, checked.id);
    const release = await gov.move(OUTPUTS, checked.id, gov.reviewer, { to: 'released' });
    await expectRefused(gov, OUTPUTS, checked.id, release, 40000, { why: 'state', state: 'held' }, checkedBefore);
    const renew = await gov.move(GRANTS, grant.id, gov.reviewer, { to: 'renewed', expiresAt: gov.ahead(200), ethicsExpiresAt: gov.ethicsDate() });
    await expectRefused(gov, GRANTS, grant.id, renew, 40000, { why: 'state', state: 'closed' });
    const rejected = await gov.move(OUTPUTS, submitted.id, gov.admin, { to: 'rejected', decisionNote: 'Grant closed' });
    expect(rejected.json.data).toMatchObject({ state: 'rejected', decisionNote: 'Grant closed' });
    // And no new output names it.
    const refused = await gov.call('POST', OUTPUTS, gov.user, {
      title: 'Late',
      grant: grant.id,
      description: 'x',
      file: { name: 't.csv', data: 'YSxiCjEsMgo=' },
    });
    expect(refused.json.code).toBe(40000);
    expect(refused.json.data.errors).toHaveProperty('grant');
  });

  it('refuses (40900 reference closed) an output left pending under it, were one ever left so', async () => {
    const { grant, submitted, checked } = await grantWithOutputs();
    gov.ok(await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' }), 'close');
    // Not reachable through the API (the close holds them): written directly, as a stale row or a bug elsewhere would leave it.
    const db = gov.run.api.data.db;
    await db.updateTable('outputs').set({ state: 'submitted' }).where('id', '=', submitted.id).execute();
    await db.updateTable('outputs').set({ state: 'checked' }).where('id', '=', checked.id).execute();
    const refusal = { why: 'reference', field: 'grant', resource: 'grants', state: 'closed' };
    await expectRefused(gov, OUTPUTS, submitted.id, await gov.check(submitted.id, gov.reviewer), 40900, refusal, await stateOf(gov, OUTPUTS, submitted.id));
    const release = await gov.move(OUTPUTS, checked.id, gov.reviewer, { to: 'released' });
    await expectRefused(gov, OUTPUTS, checked.id, release, 40900, refusal, await stateOf(gov, OUTPUTS, checked.id));
  });
});

describe('a grant past its end date', () => {
  it('reads expired at once, and nothing is checked or released under it (40900 reference expired)', async () => {
    const { grant, submitted, checked } = await grantWithOutputs({ accessExpiresAt: gov.ahead(2) });
    gov.jump(3);
    expect(await gov.read(GRANTS, grant.id, gov.user)).toMatchObject({ state: 'expired', grantee: USER_ID });
    const refusal = { why: 'reference', field: 'grant', resource: 'grants', state: 'expired' };
    const before = { submitted: await stateOf(gov, OUTPUTS, submitted.id), checked: await stateOf(gov, OUTPUTS, checked.id) };
    expect(before.submitted.state).toBe('submitted');
    await expectRefused(gov, OUTPUTS, submitted.id, await gov.check(submitted.id, gov.admin), 40900, refusal, before.submitted);
    await expectRefused(gov, OUTPUTS, checked.id, await gov.move(OUTPUTS, checked.id, gov.reviewer, { to: 'released' }), 40900, refusal, before.checked);

    // Renewed, the same output is released (the file is still the one checked).
    const renewed = await gov.move(GRANTS, grant.id, gov.reviewer, { to: 'renewed', expiresAt: gov.ahead(90), ethicsExpiresAt: gov.ethicsDate() });
    expect(renewed.json.data).toMatchObject({ state: 'renewed', expiresAt: gov.ahead(90) });
    expect((await gov.move(OUTPUTS, checked.id, gov.reviewer, { to: 'released' })).json.data.state).toBe('released');
    expect((await gov.check(submitted.id, gov.admin)).json.data.state).toBe('checked');
  });

  it('once expired by the sweep holds its outputs, and a renewal resumes them for a fresh check', async () => {
    const { grant, submitted, checked, released } = await grantWithOutputs({ accessExpiresAt: gov.ahead(2) });
    gov.jump(3);
    await gov.run.api.jobs.run('expirySweep');
    expect(await stateOfOutputs(submitted, checked, released)).toEqual(['held', 'held', 'released']);
    const renewed = await gov.move(GRANTS, grant.id, gov.admin, { to: 'renewed', expiresAt: gov.ahead(120), ethicsExpiresAt: gov.ethicsDate() });
    expect(renewed.json.data.state).toBe('renewed');
    expect(await stateOfOutputs(submitted, checked, released)).toEqual(['submitted', 'submitted', 'released']);
    for (const out of [submitted, checked])
      expect((await gov.history(OUTPUTS, out.id, gov.user)).at(-1)).toMatchObject({
        transition: 'resume',
        from: 'held',
        to: 'submitted',
        actor: 'system',
        userId: 0,
        cause: { resource: 'grants', id: grant.id, transition: 'renew' },
      });
    const log = await gov.log('outputs');
    expect(log.find((e) => e.recordId === String(checked.id))).toMatchObject({
      actor: 'system',
      action: `resume: held → submitted (grants ${grant.id} renew)`,
    });
    // Checked again from the start: the earlier check does not count.
    expect((await gov.move(OUTPUTS, checked.id, gov.reviewer, { to: 'released' })).json.code).toBe(40000);
    gov.ok(await gov.check(checked.id, gov.reviewer), 'check again');
    expect((await gov.move(OUTPUTS, checked.id, gov.admin, { to: 'released' })).json.data.state).toBe('released');
  });
});

describe('renewing a grant', () => {
  const renew = (id: number, body: Record<string, unknown>) => gov.move(GRANTS, id, gov.admin, { to: 'renewed', ...body });

  it('is refused while its ethics approval has passed and none is given (40000 dateAhead), or a past one is given', async () => {
    const { grant } = await gov.grant(gov.user, { extra: { ethicsNumber: 'IRB-2026-9001', ethicsExpiresAt: gov.ahead(2) } });
    expect(grant).toMatchObject({ ethicsNumber: 'IRB-2026-9001', ethicsExpiresAt: gov.ahead(2) });
    gov.jump(3);
    const before = await stateOf(gov, GRANTS, grant.id);
    const bare = await renew(grant.id, { expiresAt: gov.ahead(365) });
    await expectRefused(gov, GRANTS, grant.id, bare, 40000, { why: 'dateAhead', field: 'ethicsExpiresAt' }, before);
    expect(bare.json.data.errors).toHaveProperty('ethicsExpiresAt');
    const stale = await renew(grant.id, { expiresAt: gov.ahead(365), ethicsExpiresAt: gov.ahead(-1) });
    await expectRefused(gov, GRANTS, grant.id, stale, 40000, { why: 'dateAhead', field: 'ethicsExpiresAt' }, before);

    const ok = await renew(grant.id, { expiresAt: gov.ahead(365), ethicsNumber: 'IRB-2026-9002', ethicsExpiresAt: gov.ethicsDate() });
    expect(ok.json.data).toMatchObject({ state: 'renewed', ethicsNumber: 'IRB-2026-9002', ethicsExpiresAt: gov.ethicsDate(), expiresAt: gov.ahead(365) });
    expect((await gov.history(GRANTS, grant.id)).at(-1)).toMatchObject({
      transition: 'renew',
      actor: 'admin',
      fields: { expiresAt: gov.ahead(365), ethicsNumber: 'IRB-2026-9002', ethicsExpiresAt: gov.ethicsDate() },
    });
  });

  it.each([
    ['an end of 9999-12-31', () => ({ expiresAt: '9999-12-31' })],
    ['an end in the past', () => ({ expiresAt: gov.ahead(-2) })],
    ['an end of today', () => ({ expiresAt: gov.ahead(0) })],
    ['an end more than five years ahead', () => ({ expiresAt: gov.ahead(5 * 365 + 2) })],
  ])('is refused with %s (40000 errors.expiresAt), changing nothing', async (_, body) => {
    const { grant } = await gov.grant(gov.user);
    const before = await stateOf(gov, GRANTS, grant.id);
    const res = await renew(grant.id, { ...body(), ethicsExpiresAt: gov.ethicsDate() });
    expect(res.json.code).toBe(40000);
    expect(res.json.data.errors).toHaveProperty('expiresAt');
    expect(await stateOf(gov, GRANTS, grant.id)).toEqual(before);
    expect((await gov.read(GRANTS, grant.id)).expiresAt).toBe(grant.expiresAt);
  });

  it('takes an end of up to five years ahead', async () => {
    const { grant } = await gov.grant(gov.user);
    const res = await renew(grant.id, { expiresAt: gov.ahead(5 * 365), ethicsExpiresAt: gov.ethicsDate() });
    expect(res.json.data).toMatchObject({ state: 'renewed', expiresAt: gov.ahead(5 * 365) });
  });
});
