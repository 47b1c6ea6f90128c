/**
 * Separation of duties over HTTP, with every declaration: nobody decides on their own request,
 * checks their own output, renews or closes their own grant; the checker does not release; a bulk
 * transition answers for each record by the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  expectRefused,
  GRANTS,
  OUTPUTS,
  REQUESTS,
  REVIEWER_ID,
  startGovernance,
  stateOf,
  type Gov,
  type HistoryEntry,
  type Rec,
} from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

describe('an admin who files an access request', () => {
  it.each([
    ['approve', { to: 'approved', accessExpiresAt: '2027-06-30' }],
    ['reject', { to: 'rejected', decisionNote: 'Not mine to reject' }],
    ['return', { to: 'returned', decisionNote: 'Not mine to return' }],
    ['start the review of', { to: 'underReview' }],
  ])('may not %s it (40300 notOwner), and nothing changes', async (_, body) => {
    const mine = await gov.submitted(gov.admin);
    const before = await stateOf(gov, REQUESTS, mine.id);
    const refused = await gov.move(REQUESTS, mine.id, gov.admin, body);
    await expectRefused(gov, REQUESTS, mine.id, refused, 40300, { why: 'notOwner' }, before);
    expect(await gov.grantsOf(mine.id)).toEqual([]);
  });

  it('is refused for who they are before anything about the fields (40300 notOwner without an end date); a user cannot reach it', async () => {
    const mine = await gov.submitted(gov.admin);
    const before = await stateOf(gov, REQUESTS, mine.id);
    await expectRefused(gov, REQUESTS, mine.id, await gov.move(REQUESTS, mine.id, gov.admin, { to: 'approved' }), 40300, { why: 'notOwner' }, before);
    const byUser = await gov.move(REQUESTS, mine.id, gov.user, { to: 'approved', unknownField: 1 });
    expect(byUser.json.code).toBe(40400);
  });

  it('may not approve it once under review by another admin either, while that admin may', async () => {
    const mine = await gov.submitted(gov.admin, { title: 'Admin asks too' });
    expect(mine).toMatchObject({ state: 'submitted', owner: ADMIN_ID, requester: 'admin' });
    gov.ok(await gov.move(REQUESTS, mine.id, gov.reviewer, { to: 'underReview' }), 'startReview');
    const before = await stateOf(gov, REQUESTS, mine.id);
    await expectRefused(gov, REQUESTS, mine.id, await gov.approve(mine.id, gov.admin), 40300, { why: 'notOwner' }, before);
    const approved = await gov.approve(mine.id, gov.reviewer);
    expect(approved.json.code).toBe(20000);
    expect(approved.json.data.state).toBe('approved');
    const grants = await gov.grantsOf(mine.id);
    expect(grants).toEqual([expect.objectContaining({ grantee: ADMIN_ID, granteeName: 'admin', state: 'active' })]);
    const steps = await gov.history(REQUESTS, mine.id);
    expect(steps.map((h) => [h.transition, h.actor, h.userId])).toEqual([
      ['submit', 'admin', ADMIN_ID],
      ['startReview', 'reviewer', REVIEWER_ID],
      ['approve', 'reviewer', REVIEWER_ID],
    ]);
  });

  it('finds the refusal in the operation log, and the reviewer’s approval as a success', async () => {
    const mine = await gov.submitted(gov.admin);
    await gov.approve(mine.id, gov.admin);
    gov.ok(await gov.approve(mine.id, gov.reviewer), 'approve');
    await expect
      .poll(
        async () =>
          (await gov.log('accessRequests')).filter((e) => e.recordId === String(mine.id)).map((e) => [e.actor, e.action.replace(/: .*/, ''), e.result, e.code]),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([
        ['reviewer', 'approve', 'success', 20000],
        ['admin', `POST ${REQUESTS}/:id/transitions`, 'denied', 40300],
        ['admin', 'submit', 'success', 20000],
        ['admin', `POST ${REQUESTS}`, 'success', 20000],
      ]);
  });
});

describe('an admin who holds a grant', () => {
  /** The admin's own grant: their request, approved by the reviewer. */
  const adminGrant = async () => (await gov.grant(gov.admin, { approvers: [gov.reviewer] })).grant;

  it('may put an output under it, but not check it (40300 notOwner); the reviewer may', async () => {
    const grant = await adminGrant();
    expect(grant).toMatchObject({ grantee: ADMIN_ID, state: 'active' });
    const out = await gov.output(gov.admin, grant.id);
    const before = await stateOf(gov, OUTPUTS, out.id);
    await expectRefused(gov, OUTPUTS, out.id, await gov.check(out.id, gov.admin), 40300, { why: 'notOwner' }, before);
    const checked = await gov.check(out.id, gov.reviewer);
    expect(checked.json.data.state).toBe('checked');
    // Nobody is left to release it: the owner may not, the checker may not.
    await expectRefused(gov, OUTPUTS, out.id, await gov.move(OUTPUTS, out.id, gov.admin, { to: 'released' }), 40300, { why: 'notOwner' });
    await expectRefused(gov, OUTPUTS, out.id, await gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'released' }), 40300, {
      why: 'notBy',
      transition: 'check',
    });
    expect((await gov.read(OUTPUTS, out.id)).state).toBe('checked');
  });

  it('may not renew or close it (40300 notOwner); another admin may', async () => {
    const grant = await adminGrant();
    const before = await stateOf(gov, GRANTS, grant.id);
    const renew = await gov.move(GRANTS, grant.id, gov.admin, { to: 'renewed', expiresAt: gov.ahead(700), ethicsExpiresAt: gov.ethicsDate() });
    await expectRefused(gov, GRANTS, grant.id, renew, 40300, { why: 'notOwner' }, before);
    await expectRefused(gov, GRANTS, grant.id, await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' }), 40300, { why: 'notOwner' }, before);
    const renewed = await gov.move(GRANTS, grant.id, gov.reviewer, { to: 'renewed', expiresAt: gov.ahead(700), ethicsExpiresAt: gov.ethicsDate() });
    expect(renewed.json.data).toMatchObject({ state: 'renewed', expiresAt: gov.ahead(700) });
    expect((await gov.move(GRANTS, grant.id, gov.reviewer, { to: 'closed' })).json.data.state).toBe('closed');
  });
});

describe('the checker of an output', () => {
  it('may not release it (40300 notBy check); another admin may', async () => {
    const { grant } = await gov.grant(gov.user);
    const out = await gov.output(gov.user, grant.id);
    gov.ok(await gov.check(out.id, gov.admin), 'check');
    const before = await stateOf(gov, OUTPUTS, out.id);
    const refused = await gov.move(OUTPUTS, out.id, gov.admin, { to: 'released' });
    await expectRefused(gov, OUTPUTS, out.id, refused, 40300, { why: 'notBy', transition: 'check' }, before);
    expect((await gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'released' })).json.data.state).toBe('released');
    const steps = await gov.history(OUTPUTS, out.id, gov.user);
    expect(steps.map((h) => [h.transition, h.actor])).toEqual([
      ['file', 'user'],
      ['check', 'admin'],
      ['release', 'reviewer'],
    ]);
  });

  it('may not take the system’s transitions (40300 system)', async () => {
    const { grant } = await gov.grant(gov.user);
    const out = await gov.output(gov.user, grant.id);
    const before = await stateOf(gov, OUTPUTS, out.id);
    await expectRefused(gov, OUTPUTS, out.id, await gov.move(OUTPUTS, out.id, gov.admin, { to: 'held' }), 40300, { why: 'system' }, before);
  });
});

describe('a bulk transition', () => {
  type Result = { id: number; code: number; msg: string; record?: Rec; refusal?: { why: string; state?: string }; errors?: Record<string, string> };
  const bulk = (body: Record<string, unknown>, token = gov.admin) => gov.call<{ list: Result[] }>('POST', `${REQUESTS}/transitions`, token, body);

  it('answers one result per id in order, moving only what the rules allow', async () => {
    const open = await gov.submitted(gov.user, { title: 'Bulk: open' });
    const done = await gov.submitted(gov.user, { title: 'Bulk: decided' });
    gov.ok(await gov.approve(done.id, gov.reviewer), 'approve');
    const own = await gov.submitted(gov.admin, { title: 'Bulk: own' });
    const before = { done: await stateOf(gov, REQUESTS, done.id), own: await stateOf(gov, REQUESTS, own.id) };

    const res = await bulk({ ids: [open.id, done.id, own.id, 999_999], to: 'approved', accessExpiresAt: gov.ahead(300) });
    expect(res.json.code).toBe(20000);
    const list = res.json.data.list;
    expect(list.map((r) => [r.id, r.code])).toEqual([
      [open.id, 20000],
      [done.id, 40000],
      [own.id, 40300],
      [999_999, 40400],
    ]);
    expect(list[0].record).toMatchObject({ id: open.id, state: 'approved' });
    expect(list[1].refusal).toMatchObject({ why: 'state', state: 'approved' });
    expect(list[2].refusal).toMatchObject({ why: 'notOwner' });

    expect((await gov.read(REQUESTS, open.id)).state).toBe('approved');
    expect(await gov.grantsOf(open.id)).toHaveLength(1);
    expect(await gov.grantsOf(done.id)).toHaveLength(1);
    expect(await gov.grantsOf(own.id)).toEqual([]);
    expect(await stateOf(gov, REQUESTS, done.id)).toEqual(before.done);
    expect(await stateOf(gov, REQUESTS, own.id)).toEqual(before.own);
    const steps: HistoryEntry[] = await gov.history(REQUESTS, open.id);
    expect(steps.at(-1)).toMatchObject({ transition: 'approve', actor: 'admin', from: 'submitted', to: 'approved' });
    const log = await gov.log('accessRequests');
    const logged = (id: number) => log.filter((e) => e.recordId === String(id)).map((e) => [e.actor, e.action, e.result, e.code]);
    expect(logged(open.id)[0]).toEqual(['admin', 'approve: submitted → approved', 'success', 20000]);
    // Each refused record has its own entry too.
    const bulkAction = `POST ${REQUESTS}/transitions`;
    expect(logged(done.id)[0]).toEqual(['admin', bulkAction, 'failure', 40000]);
    expect(logged(own.id)[0]).toEqual(['admin', bulkAction, 'denied', 40300]);
    expect(logged(999_999)[0]).toEqual(['admin', bulkAction, 'failure', 40400]);
  });

  it('checks each record’s fields: a missing end date refuses each, and moves none', async () => {
    const a = await gov.submitted(gov.user);
    const b = await gov.submitted(gov.user);
    const res = await bulk({ ids: [a.id, b.id], to: 'approved' });
    expect(res.json.data.list.map((r) => [r.code, Object.keys(r.errors ?? {})])).toEqual([
      [40000, ['accessExpiresAt']],
      [40000, ['accessExpiresAt']],
    ]);
    expect([(await gov.read(REQUESTS, a.id)).state, (await gov.read(REQUESTS, b.id)).state]).toEqual(['submitted', 'submitted']);
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['a fraction', { ids: [1.5] }],
    ['a text', { ids: ['1'] }],
    ['zero', { ids: [0] }],
    ['not a list', { ids: 3 }],
  ])('refuses %s (40000 errors.ids) and moves nothing', async (_, ids) => {
    const open = await gov.submitted(gov.user);
    const res = await bulk({ ...ids, to: 'rejected', decisionNote: 'Bulk' });
    expect(res.json.code).toBe(40000);
    expect(res.json.data.errors).toHaveProperty('ids');
    expect((await gov.read(REQUESTS, open.id)).state).toBe('submitted');
  });

  it('counts a repeated id once', async () => {
    const open = await gov.submitted(gov.user);
    const res = await bulk({ ids: [open.id, open.id], to: 'underReview' });
    expect(res.json.data.list).toEqual([expect.objectContaining({ id: open.id, code: 20000 })]);
    expect((await gov.history(REQUESTS, open.id)).filter((h) => h.transition === 'startReview')).toHaveLength(1);
  });

  it('takes exactly 100 ids', async () => {
    const open = await gov.submitted(gov.user);
    const ids = [open.id, ...Array.from({ length: 99 }, (_, i) => 900_000 + i)];
    const res = await bulk({ ids, to: 'rejected', decisionNote: 'Bulk of 100' });
    expect(res.json.data.list).toHaveLength(100);
    expect(res.json.data.list[0]).toMatchObject({ id: open.id, code: 20000 });
    expect(res.json.data.list.slice(1).every((r) => r.code === 40400)).toBe(true);
  });

  it('refuses a user what they may not do, record by record', async () => {
    const theirs = await gov.submitted(gov.user);
    const res = await bulk({ ids: [theirs.id], to: 'approved', accessExpiresAt: gov.ahead(30) }, gov.user);
    expect(res.json.data.list).toEqual([expect.objectContaining({ id: theirs.id, code: 40300, refusal: { why: 'role' } })]);
    expect((await gov.read(REQUESTS, theirs.id)).state).toBe('submitted');
  });
});
