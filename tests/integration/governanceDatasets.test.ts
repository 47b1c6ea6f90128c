/**
 * A dataset's use conditions (DUO) and its withdrawal, as the requests and grants over it feel
 * them: a purpose its codes rule out needs a written reason to approve; its modifiers ask for more
 * of the request; withdrawn, it sends open requests back with the reason and closes its grants
 * (holding their outputs), and no request can name it any more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, DS, expectRefused, GRANTS, OUTPUTS, REQUESTS, startGovernance, stateOf, type Gov, type Rec } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

let made = 0;
/** A new published dataset of the admin's. */
async function dataset(duoCodes: string[] = ['GRU']): Promise<Rec> {
  const created = gov.ok(
    await gov.call('POST', DATASETS, gov.admin, {
      title: `Governance dataset ${++made} ${gov.clock.t}`,
      custodian: 'Test custodian',
      dataType: 'ehr',
      sensitivity: 'sensitive',
      accessClass: 'controlled',
      duoCodes,
    }),
    'create dataset',
  );
  return gov.ok(await gov.move(DATASETS, created.id, gov.admin, { to: 'published' }), 'publish');
}

describe('a purpose a dataset rules out', () => {
  it('is approved only with a reason (40000 conflict), kept in the history and the operation log', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.npu], purpose: 'commercial' });
    const before = await stateOf(gov, REQUESTS, req.id);
    const bare = await gov.approve(req.id, gov.admin);
    await expectRefused(gov, REQUESTS, req.id, bare, 40000, { why: 'conflict', field: 'duoOverride' }, before);
    expect(bare.json.data.errors).toHaveProperty('duoOverride');
    expect(bare.json.msg).toContain('NPU');
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.admin, { duoOverride: ' ' }), 40000, {}, before);
    expect(await gov.grantsOf(req.id)).toEqual([]);

    const reason = 'The company is a registered charity; the custodian agreed in writing.';
    const approved = await gov.approve(req.id, gov.admin, { duoOverride: reason });
    expect(approved.json.data.state).toBe('approved');
    expect((await gov.history(REQUESTS, req.id, gov.user)).at(-1)).toMatchObject({ transition: 'approve', actor: 'admin', fields: { duoOverride: reason } });
    expect((await gov.log('accessRequests')).find((e) => e.recordId === String(req.id))?.action).toBe(
      `approve: submitted → approved (override; duoOverride: ${reason})`,
    );
    expect(await gov.grantsOf(req.id)).toHaveLength(1);
    // A purpose the codes allow needs no reason.
    const allowed = await gov.submitted(gov.user, { datasets: [DS.npu], purpose: 'diseaseSpecific' });
    expect((await gov.approve(allowed.id, gov.admin)).json.data.state).toBe('approved');
  });
});

describe("a dataset's modifiers", () => {
  it('IRB: a request without its ethics approval is not submitted (40000 requires ethicsNumber)', async () => {
    const draft = await gov.request(gov.user, { datasets: [DS.irb], ethicsNumber: undefined, ethicsExpiresAt: undefined });
    const before = await stateOf(gov, REQUESTS, draft.id);
    const bare = await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' });
    await expectRefused(gov, REQUESTS, draft.id, bare, 40000, { why: 'requires', field: 'ethicsNumber' }, before);
    expect(Object.keys(bare.json.data.errors ?? {}).sort()).toEqual(['ethicsExpiresAt', 'ethicsNumber']);
    gov.ok(await gov.call('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { ethicsNumber: 'IRB-2026-4242' }), 'patch');
    const half = await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' });
    await expectRefused(gov, REQUESTS, draft.id, half, 40000, { why: 'requires', field: 'ethicsExpiresAt' }, before);
    gov.ok(await gov.call('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { ethicsExpiresAt: gov.ethicsDate() }), 'patch');
    expect((await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' })).json.data.state).toBe('submitted');
  });

  it('IRB: an approval whose ethics approval has expired meanwhile is refused (40000 past)', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.irb], ethicsNumber: 'IRB-2026-4243', ethicsExpiresAt: gov.ahead(2) });
    gov.jump(3);
    const before = await stateOf(gov, REQUESTS, req.id);
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.admin), 40000, { why: 'past', field: 'ethicsExpiresAt' }, before);
  });

  it('PUB and COL: a commitment to publish (true) and a collaborator are asked for', async () => {
    const ds = await dataset(['GRU', 'PUB', 'COL']);
    const draft = await gov.request(gov.user, { datasets: [ds.id], publicationCommitment: false });
    const res = await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' });
    expect(res.json.code).toBe(40000);
    expect(res.json.data.refusal).toMatchObject({ why: 'requires' });
    expect(Object.keys(res.json.data.errors ?? {}).sort()).toEqual(['collaborator', 'publicationCommitment']);
    gov.ok(await gov.call('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { publicationCommitment: true, collaborator: 'Dr. Chen' }), 'patch');
    expect((await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' })).json.data.state).toBe('submitted');
  });
});

describe('a withdrawn dataset', () => {
  it('returns the open requests naming it with the reason, closes its grants and holds their outputs, as the system', async () => {
    const ds = await dataset();
    const submitted = await gov.submitted(gov.user, { datasets: [ds.id] });
    const reviewing = await gov.submitted(gov.user, { datasets: [DS.plain, ds.id] });
    gov.ok(await gov.move(REQUESTS, reviewing.id, gov.reviewer, { to: 'underReview' }), 'startReview');
    const draft = await gov.request(gov.user, { datasets: [ds.id] });
    const returned = await gov.submitted(gov.user, { datasets: [ds.id] });
    gov.ok(await gov.move(REQUESTS, returned.id, gov.admin, { to: 'returned', decisionNote: 'Earlier note' }), 'return');
    const { request: approved, grant } = await gov.grant(gov.user, { datasets: [ds.id, DS.plain] });
    const pending = await gov.output(gov.user, grant.id);
    const released = await gov.output(gov.user, grant.id);
    gov.ok(await gov.check(released.id, gov.admin), 'check');
    gov.ok(await gov.move(OUTPUTS, released.id, gov.reviewer, { to: 'released' }), 'release');
    const untouched = { draft: await stateOf(gov, REQUESTS, draft.id), returned: await stateOf(gov, REQUESTS, returned.id) };

    const reason = 'Consent withdrawn by the custodian';
    const withdrawn = await gov.move(DATASETS, ds.id, gov.admin, { to: 'withdrawn', withdrawReason: reason });
    expect(withdrawn.json.data).toMatchObject({ state: 'withdrawn', withdrawReason: reason });

    const byWithdrawal = { resource: 'datasets', id: ds.id, transition: 'withdraw' };
    for (const [req, from] of [
      [submitted, 'submitted'],
      [reviewing, 'underReview'],
    ] as const) {
      expect(await gov.read(REQUESTS, req.id, gov.user)).toMatchObject({ state: 'returned', decisionNote: reason });
      expect((await gov.history(REQUESTS, req.id, gov.user)).at(-1)).toMatchObject({
        transition: 'returnForRevision',
        from,
        to: 'returned',
        actor: 'system',
        userId: 0,
        fields: { decisionNote: reason },
        cause: byWithdrawal,
      });
    }
    expect(await stateOf(gov, REQUESTS, draft.id)).toEqual(untouched.draft);
    expect(await stateOf(gov, REQUESTS, returned.id)).toEqual(untouched.returned);
    expect((await gov.read(REQUESTS, returned.id)).decisionNote).toBe('Earlier note');
    expect((await gov.read(REQUESTS, approved.id)).state).toBe('approved');

    // Its grant is closed, although it covers another dataset too; the pending output is held.
    expect((await gov.read(GRANTS, grant.id, gov.user)).state).toBe('closed');
    expect((await gov.history(GRANTS, grant.id, gov.user)).at(-1)).toMatchObject({ transition: 'close', actor: 'system', cause: byWithdrawal });
    expect((await gov.read(OUTPUTS, pending.id, gov.user)).state).toBe('held');
    expect((await gov.history(OUTPUTS, pending.id, gov.user)).at(-1)).toMatchObject({
      transition: 'hold',
      actor: 'system',
      cause: { resource: 'grants', id: grant.id, transition: 'close' },
    });
    expect((await gov.read(OUTPUTS, released.id)).state).toBe('released');

    const system = async (resource: string, id: number) => (await gov.log(resource)).find((e) => e.recordId === String(id));
    expect(await system('accessRequests', submitted.id)).toMatchObject({
      actor: 'system',
      action: `returnForRevision: submitted → returned (datasets ${ds.id} withdraw)`,
    });
    expect(await system('grants', grant.id)).toMatchObject({ actor: 'system', action: `close: active → closed (datasets ${ds.id} withdraw)` });
    expect(await system('outputs', pending.id)).toMatchObject({ actor: 'system', action: `hold: submitted → held (grants ${grant.id} close)` });
    expect(await system('datasets', ds.id)).toMatchObject({ actor: 'admin', action: 'withdraw: published → withdrawn' });
  });

  it.each([
    ['a dataset just withdrawn', async () => (await withdrawnDataset()).id],
    ['a draft dataset', async () => DS.draft],
    ['a seeded withdrawn dataset', async () => DS.withdrawn],
  ])('cannot be named by a new request: %s (40000 errors.datasets)', async (_, id) => {
    const res = await gov.call('POST', REQUESTS, gov.user, {
      title: 'Names what is not on offer',
      datasets: [DS.plain, await id()],
      purpose: 'diseaseSpecific',
      researchPlan: 'x',
    });
    expect(res.json.code).toBe(40000);
    expect(Object.keys(res.json.data.errors ?? {})).toEqual(['datasets']);
  });

  it('refuses the submission of a draft naming it (40900 reference withdrawn) until it is removed from the draft or published again', async () => {
    const ds = await dataset();
    const draft = await gov.request(gov.user, { datasets: [ds.id, DS.plain] });
    const other = await gov.request(gov.user, { datasets: [ds.id] });
    gov.ok(await gov.move(DATASETS, ds.id, gov.admin, { to: 'withdrawn', withdrawReason: 'Retracted' }), 'withdraw');
    const before = await stateOf(gov, REQUESTS, draft.id);
    const refused = await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' });
    await expectRefused(gov, REQUESTS, draft.id, refused, 40900, { why: 'reference', field: 'datasets', resource: 'datasets', state: 'withdrawn' }, before);
    gov.ok(await gov.call('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { datasets: [DS.plain] }), 'patch');
    expect((await gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' })).json.data.state).toBe('submitted');

    gov.ok(await gov.move(DATASETS, ds.id, gov.admin, { to: 'published' }), 'publish again');
    expect((await gov.move(REQUESTS, other.id, gov.user, { to: 'submitted' })).json.data.state).toBe('submitted');
  });
});

async function withdrawnDataset() {
  const ds = await dataset();
  return gov.ok(await gov.move(DATASETS, ds.id, gov.admin, { to: 'withdrawn', withdrawReason: 'Gone' }), 'withdraw');
}
