/**
 * Approvals: two admins deciding on one request at the same moment make one decision and one
 * grant; a request naming a core dataset needs two different admins (a quorum), the first
 * approval recorded without moving the request, the same admin again refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, DS, expectRefused, REQUESTS, REVIEWER_ID, startGovernance, stateOf, USER_ID, type Gov } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

describe('two admins approving one request at the same moment', () => {
  /** One race on a fresh request: exactly one approval, one refusal, one grant. */
  async function race(datasets: number[]) {
    const req = await gov.submitted(gov.user, { datasets });
    const [a, b] = await Promise.all([gov.approve(req.id, gov.admin), gov.approve(req.id, gov.reviewer)]);
    const codes = [a.json.code, b.json.code];
    expect(
      codes.filter((c) => c === 20000),
      JSON.stringify([a.json, b.json]),
    ).toHaveLength(1);
    const refused = a.json.code === 20000 ? b : a;
    expect(refused.json.code).toBe(40000);
    expect(refused.json.data.refusal).toMatchObject({ why: 'state', state: 'approved' });
    expect((await gov.read(REQUESTS, req.id)).state).toBe('approved');
    expect(await gov.grantsOf(req.id)).toHaveLength(1);
    const approvals = (await gov.history(REQUESTS, req.id)).filter((h) => h.transition === 'approve');
    expect(approvals).toEqual([expect.objectContaining({ from: 'submitted', to: 'approved', userId: a.json.code === 20000 ? ADMIN_ID : REVIEWER_ID })]);
  }

  it.each([0, 1])('make one decision and one grant (10 fresh requests, batch %i)', async () => {
    for (let i = 0; i < 10; i++) await race([DS.plain]);
  });
});

describe('an approval', () => {
  it.each([
    ['an end of 9999-12-31', () => ({ accessExpiresAt: '9999-12-31' })],
    ['an end in the past', () => ({ accessExpiresAt: gov.ahead(-1) })],
    ['an end more than five years ahead', () => ({ accessExpiresAt: gov.ahead(5 * 365 + 2) })],
  ])('is refused with %s (40000 errors.accessExpiresAt), making no grant', async (_, end) => {
    const req = await gov.submitted(gov.user);
    const before = await stateOf(gov, REQUESTS, req.id);
    const res = await gov.approve(req.id, gov.admin, end());
    expect(res.json.code).toBe(40000);
    expect(Object.keys(res.json.data.errors ?? {})).toEqual(['accessExpiresAt']);
    expect(await stateOf(gov, REQUESTS, req.id)).toEqual(before);
    expect(await gov.grantsOf(req.id)).toEqual([]);
  });
});

describe('a request naming a core dataset', () => {
  it('needs two admins: the first approval stays in the history without moving it or making a grant', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.core], title: 'Core data' });
    const first = await gov.approve(req.id, gov.admin, { accessExpiresAt: gov.ahead(200) });
    expect(first.json.code).toBe(20000);
    expect(first.json.data.state).toBe('submitted');
    expect((await gov.read(REQUESTS, req.id)).state).toBe('submitted');
    expect(await gov.grantsOf(req.id)).toEqual([]);
    const steps = await gov.history(REQUESTS, req.id);
    expect(steps.at(-1)).toMatchObject({
      transition: 'approve',
      from: 'submitted',
      to: 'submitted',
      actor: 'admin',
      userId: ADMIN_ID,
      fields: { accessExpiresAt: gov.ahead(200) },
    });
    expect((await gov.read(REQUESTS, req.id)).accessExpiresAt).toBeUndefined();
    expect((await gov.log('accessRequests')).find((e) => e.recordId === String(req.id))).toMatchObject({
      actor: 'admin',
      action: 'approve (1 of 2): submitted',
      result: 'success',
    });

    // The same admin again: refused, nothing recorded.
    const before = await stateOf(gov, REQUESTS, req.id);
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.admin), 40300, { why: 'quorum' }, before);
    expect(await gov.grantsOf(req.id)).toEqual([]);

    const second = await gov.approve(req.id, gov.reviewer, { accessExpiresAt: gov.ahead(300) });
    expect(second.json.data.state).toBe('approved');
    expect((await gov.history(REQUESTS, req.id)).slice(-2)).toEqual([
      expect.objectContaining({ transition: 'approve', from: 'submitted', to: 'submitted', actor: 'admin' }),
      expect.objectContaining({ transition: 'approve', from: 'submitted', to: 'approved', actor: 'reviewer' }),
    ]);
    const grants = await gov.grantsOf(req.id);
    expect(grants).toEqual([expect.objectContaining({ state: 'active', datasets: [DS.core], grantee: USER_ID, expiresAt: gov.ahead(300) })]);
  });

  it('counts the approvals given under review as well, and one dataset of several being core is enough', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.plain, DS.core2] });
    gov.ok(await gov.move(REQUESTS, req.id, gov.reviewer, { to: 'underReview' }), 'startReview');
    expect((await gov.approve(req.id, gov.reviewer)).json.data.state).toBe('underReview');
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.reviewer), 40300, { why: 'quorum' });
    expect((await gov.approve(req.id, gov.admin)).json.data.state).toBe('approved');
    expect(await gov.grantsOf(req.id)).toHaveLength(1);
  });

  it('keeps an approval given before a review was started: the reviewer’s approval is then the second', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.core] });
    expect((await gov.approve(req.id, gov.admin)).json.data.state).toBe('submitted');
    gov.ok(await gov.move(REQUESTS, req.id, gov.reviewer, { to: 'underReview' }), 'startReview');
    const before = await stateOf(gov, REQUESTS, req.id);
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.admin), 40300, { why: 'quorum' }, before);
    const second = await gov.approve(req.id, gov.reviewer);
    expect(second.json.data.state).toBe('approved');
    expect(await gov.grantsOf(req.id)).toHaveLength(1);
    expect((await gov.history(REQUESTS, req.id)).map((h) => [h.transition, h.from, h.to, h.actor])).toEqual([
      ['submit', 'draft', 'submitted', 'user'],
      ['approve', 'submitted', 'submitted', 'admin'],
      ['startReview', 'submitted', 'underReview', 'reviewer'],
      ['approve', 'underReview', 'approved', 'reviewer'],
    ]);
  });

  it('starts counting again once the request moved (returned and submitted again)', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.core] });
    expect((await gov.approve(req.id, gov.admin)).json.data.state).toBe('submitted');
    gov.ok(await gov.move(REQUESTS, req.id, gov.reviewer, { to: 'returned', decisionNote: 'Say more about outputs.' }), 'return');
    gov.ok(await gov.move(REQUESTS, req.id, gov.user, { to: 'submitted' }), 'resubmit');
    // The earlier approval no longer counts: the admin's is again the first of two.
    const again = await gov.approve(req.id, gov.admin);
    expect(again.json.code).toBe(20000);
    expect(again.json.data.state).toBe('submitted');
    expect(await gov.grantsOf(req.id)).toEqual([]);
    expect((await gov.approve(req.id, gov.reviewer)).json.data.state).toBe('approved');
    expect(await gov.grantsOf(req.id)).toHaveLength(1);
  });

  it('is refused by the second admin like any approval when the first one rejected meanwhile', async () => {
    const req = await gov.submitted(gov.user, { datasets: [DS.core] });
    gov.ok(await gov.approve(req.id, gov.admin), 'first approval');
    gov.ok(await gov.move(REQUESTS, req.id, gov.admin, { to: 'rejected', decisionNote: 'Changed my mind.' }), 'reject');
    await expectRefused(gov, REQUESTS, req.id, await gov.approve(req.id, gov.reviewer), 40000, { why: 'state', state: 'rejected' });
    expect(await gov.grantsOf(req.id)).toEqual([]);
  });

  it.each([0, 1])('approved by both admins at the same moment, moves once and makes one grant (5 trials, batch %i)', async () => {
    for (let i = 0; i < 5; i++) {
      const req = await gov.submitted(gov.user, { datasets: [DS.core] });
      const [a, b] = await Promise.all([gov.approve(req.id, gov.admin), gov.approve(req.id, gov.reviewer)]);
      expect([a.json.code, b.json.code], JSON.stringify([a.json, b.json])).toEqual([20000, 20000]);
      expect([a.json.data.state, b.json.data.state].sort()).toEqual(['approved', 'submitted']);
      expect(await gov.grantsOf(req.id)).toHaveLength(1);
      expect((await gov.history(REQUESTS, req.id)).filter((h) => h.transition === 'approve').map((h) => h.to)).toEqual(['submitted', 'approved']);
    }
  });

  it.each([0, 1])('approved twice by one admin at the same moment, counts once (5 trials, batch %i)', async () => {
    for (let i = 0; i < 5; i++) {
      const req = await gov.submitted(gov.user, { datasets: [DS.core] });
      const [a, b] = await Promise.all([gov.approve(req.id, gov.admin), gov.approve(req.id, gov.admin)]);
      expect([a.json.code, b.json.code].sort(), JSON.stringify([a.json, b.json])).toEqual([20000, 40300]);
      expect((a.json.code === 40300 ? a : b).json.data.refusal).toMatchObject({ why: 'quorum' });
      expect((await gov.read(REQUESTS, req.id)).state).toBe('submitted');
      expect(await gov.grantsOf(req.id)).toEqual([]);
      expect((await gov.history(REQUESTS, req.id)).filter((h) => h.transition === 'approve')).toHaveLength(1);
    }
  });
});
