/**
 * Notices of the data-sharing workflow (fake-api/notices.ts): each transition that declares whom it
 * concerns (`notify`) leaves one notice per recipient in their message box, never to whoever took
 * it, in the transition's own transaction; the effects' transitions (a held output, a request sent
 * back by a withdrawn dataset) and the expiry sweep's tell as well. Each user reads only their own.
 * And what waits for each viewer is counted (GET /api/user/waiting).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Waiting } from '../../domain/workplace';
import type { Message } from '../../resources/messages';
import { ADMIN_ID, DATASETS, DS, GRANTS, OUTPUTS, REQUESTS, REVIEWER_ID, startGovernance, USER_ID, type Gov, type Rec } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

type Notice = Message & { key: string; params: Record<string, string | number>; link: { resource: string; id: number } };
const key = (resource: string, transition: string) => `resources.${resource}.notices.${transition}`;

/** The newest message id of any inbox: what a step writes comes after it. */
const mark = async () => {
  const { data } = gov.run.api;
  return Math.max(0, ...(await data.records('messages').all(data.db, [], { now: 0 })).map((r) => r.id as number));
};
const inbox = async (token: string) => gov.ok(await gov.call<Message[]>('POST', '/api/message/list', token), 'inbox');
/** The notices `token`'s user got after `since`, oldest first. */
const noticesOf = async (token: string, since: number) =>
  ((await inbox(token)).filter((m) => m.id > since && m.key !== undefined) as Notice[]).sort((a, b) => a.id - b.id);
/** What each demo user got after `since`: their notices' keys and links. */
const told = async (since: number) => {
  const of = async (token: string) => (await noticesOf(token, since)).map((n) => `${n.key} ${n.link.resource}/${n.link.id}`);
  return { admin: await of(gov.admin), user: await of(gov.user), reviewer: await of(gov.reviewer) };
};

let datasets = 0;
/** A new published dataset of the admin's. */
async function dataset() {
  const created = gov.ok(
    await gov.call('POST', DATASETS, gov.admin, {
      title: `Notified dataset ${++datasets}`,
      custodian: 'Test custodian',
      dataType: 'ehr',
      sensitivity: 'sensitive',
      accessClass: 'controlled',
      duoCodes: ['GRU'],
    }),
    'create dataset',
  );
  return gov.ok(await gov.move(DATASETS, created.id, gov.admin, { to: 'published' }), 'publish');
}

describe('access requests', () => {
  it('a submission tells every admin, not its requester; the decision tells the requester, not the admin who took it', async () => {
    const before = await mark();
    const req = await gov.submitted(gov.user, { title: 'Readmission after heart failure' });
    const submitted = `${key('accessRequests', 'submit')} accessRequests/${req.id}`;
    expect(await told(before)).toEqual({ admin: [submitted], user: [], reviewer: [submitted] });
    const [notice] = await noticesOf(gov.reviewer, before);
    expect(notice).toMatchObject({
      type: 'notice',
      status: 0,
      params: { label: 'Readmission after heart failure', actor: 'user' },
      // For a client that does not know the key: in English.
      title: 'Access request',
      content: 'Access request “Readmission after heart failure” is now Submitted.',
    });
    expect(notice).not.toHaveProperty('owner');

    const decided = await mark();
    const accessExpiresAt = gov.ahead(200);
    gov.ok(await gov.approve(req.id, gov.admin, { accessExpiresAt }), 'approve');
    expect(await told(decided)).toEqual({ admin: [], user: [`${key('accessRequests', 'approve')} accessRequests/${req.id}`], reviewer: [] });
    expect((await noticesOf(gov.user, decided))[0].params).toEqual({ label: 'Readmission after heart failure', actor: 'admin', accessExpiresAt });
  });

  it("an admin's own request tells the other admins only", async () => {
    const before = await mark();
    const req = await gov.submitted(gov.admin);
    expect(await told(before)).toEqual({ admin: [], user: [], reviewer: [`${key('accessRequests', 'submit')} accessRequests/${req.id}`] });
  });

  it('a rejection and a return tell the requester with the reviewer’s note; starting a review and withdrawing tell nobody', async () => {
    const rejected = await gov.submitted(gov.user);
    const returned = await gov.submitted(gov.user);
    const withdrawn = await gov.submitted(gov.user);
    const before = await mark();
    gov.ok(await gov.move(REQUESTS, rejected.id, gov.reviewer, { to: 'underReview' }), 'start review');
    gov.ok(await gov.move(REQUESTS, rejected.id, gov.reviewer, { to: 'rejected', decisionNote: 'Out of scope.' }), 'reject');
    gov.ok(await gov.move(REQUESTS, returned.id, gov.admin, { to: 'returned', decisionNote: 'Say how outputs are checked.' }), 'return');
    gov.ok(await gov.move(REQUESTS, withdrawn.id, gov.user, { to: 'withdrawn' }), 'withdraw');
    const notices = await noticesOf(gov.user, before);
    expect(notices.map((n) => [n.key, n.link.id, n.params.decisionNote])).toEqual([
      [key('accessRequests', 'reject'), rejected.id, 'Out of scope.'],
      [key('accessRequests', 'returnForRevision'), returned.id, 'Say how outputs are checked.'],
    ]);
    expect(await told(before)).toMatchObject({ admin: [], reviewer: [] });
  });

  it('a refused transition tells nobody', async () => {
    const req = await gov.submitted(gov.user);
    const before = await mark();
    expect((await gov.move(REQUESTS, req.id, gov.admin, { to: 'rejected' })).json.code).toBe(40000);
    expect((await gov.move(REQUESTS, req.id, gov.user, { to: 'approved', accessExpiresAt: gov.ahead(30) })).json.code).toBe(40300);
    expect(await mark()).toBe(before);
    gov.ok(await gov.move(REQUESTS, req.id, gov.admin, { to: 'rejected', decisionNote: 'No.' }), 'reject');
    expect(await told(before)).toEqual({ admin: [], user: [`${key('accessRequests', 'reject')} accessRequests/${req.id}`], reviewer: [] });
  });

  it('a transition whose transaction fails leaves no notice', async () => {
    const req = await gov.submitted(gov.user);
    const { data } = gov.run.api;
    const write = data.write.bind(data);
    // The operation-log entry, the transaction's last write, fails: nothing of it may stay.
    const failing = vi.spyOn(data, 'write').mockImplementationOnce((req, fn) =>
      write(req, fn, () => {
        throw new Error('the operation log refused the entry');
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = await mark();
    expect((await gov.move(REQUESTS, req.id, gov.admin, { to: 'returned', decisionNote: 'Never sent.' })).status).toBe(500);
    expect(logged).toHaveBeenCalled();
    failing.mockRestore();
    logged.mockRestore();
    expect((await gov.read(REQUESTS, req.id)).state).toBe('submitted');
    expect(await mark()).toBe(before);
    // Taken again, it commits, and tells.
    gov.ok(await gov.move(REQUESTS, req.id, gov.admin, { to: 'returned', decisionNote: 'Sent.' }), 'return');
    expect((await noticesOf(gov.user, before)).map((n) => n.params.decisionNote)).toEqual(['Sent.']);
  });
});

describe('outputs and grants', () => {
  it('an output submitted for checking tells the admins; its check, release and rejection tell its requester', async () => {
    const { grant } = await gov.grant(gov.user);
    const before = await mark();
    const output = await gov.output(gov.user, grant.id);
    const other = await gov.output(gov.user, grant.id);
    const created = (id: number) => `${key('outputs', 'create')} outputs/${id}`;
    expect(await told(before)).toEqual({ admin: [created(output.id), created(other.id)], user: [], reviewer: [created(output.id), created(other.id)] });

    const decided = await mark();
    gov.ok(await gov.check(output.id, gov.admin), 'check');
    gov.ok(await gov.move(OUTPUTS, output.id, gov.reviewer, { to: 'released' }), 'release');
    gov.ok(await gov.move(OUTPUTS, other.id, gov.admin, { to: 'rejected', decisionNote: 'A cell below 10.' }), 'reject');
    expect(await told(decided)).toEqual({
      admin: [],
      user: [
        `${key('outputs', 'check')} outputs/${output.id}`,
        `${key('outputs', 'release')} outputs/${output.id}`,
        `${key('outputs', 'reject')} outputs/${other.id}`,
      ],
      reviewer: [],
    });
  });

  it('a grant closed, expired by the sweep and renewed tells its grantee, and so do its outputs held and resumed', async () => {
    const closing = await gov.grant(gov.user);
    const lapsing = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(2) });
    const held = await gov.output(gov.user, closing.grant.id);
    const lapsed = await gov.output(gov.user, lapsing.grant.id);
    const before = await mark();
    gov.ok(await gov.move(GRANTS, closing.grant.id, gov.admin, { to: 'closed' }), 'close');
    gov.jump(3);
    await gov.run.api.jobs.run('expirySweep');
    const swept = await mark();
    gov.ok(await gov.move(GRANTS, lapsing.grant.id, gov.reviewer, { to: 'renewed', expiresAt: gov.ahead(90), ethicsExpiresAt: gov.ethicsDate() }), 'renew');
    const mine = (n: Notice) => [closing.grant.id, lapsing.grant.id, held.id, lapsed.id].includes(n.link.id);
    const lines = (list: Notice[]) => list.filter(mine).map((n) => `${n.key} ${n.link.id} ${n.params.actor}`);
    // Each transition's notice after its effects' (newest first, it shows above them).
    expect(lines(await noticesOf(gov.user, before)).slice(0, 4)).toEqual([
      `${key('outputs', 'hold')} ${held.id} system`,
      `${key('grants', 'close')} ${closing.grant.id} admin`,
      `${key('outputs', 'hold')} ${lapsed.id} system`,
      `${key('grants', 'expire')} ${lapsing.grant.id} system`,
    ]);
    expect(lines(await noticesOf(gov.user, swept))).toEqual([
      `${key('outputs', 'resume')} ${lapsed.id} system`,
      `${key('grants', 'renew')} ${lapsing.grant.id} reviewer`,
    ]);
    expect((await noticesOf(gov.user, before)).find((n) => n.key === key('grants', 'close'))?.params.label).toBe(closing.grant.code);
    for (const token of [gov.admin, gov.reviewer]) expect((await noticesOf(token, before)).filter(mine)).toEqual([]);
  });

  it('a withdrawn dataset tells the requesters whose requests it sends back and the grantees whose grants it closes', async () => {
    const ds = await dataset();
    const req = await gov.submitted(gov.user, { datasets: [ds.id] });
    const { grant } = await gov.grant(gov.user, { datasets: [ds.id, DS.plain] });
    const before = await mark();
    gov.ok(await gov.move(DATASETS, ds.id, gov.admin, { to: 'withdrawn', withdrawReason: 'Consent withdrawn' }), 'withdraw');
    const notices = await noticesOf(gov.user, before);
    expect(notices.map((n) => [n.key, n.link.id, n.params.actor])).toEqual([
      [key('accessRequests', 'returnForRevision'), req.id, 'system'],
      [key('grants', 'close'), grant.id, 'system'],
    ]);
    expect(notices[0].params.decisionNote).toBe('Consent withdrawn');
    expect(await told(before)).toMatchObject({ admin: [], reviewer: [] });
  });
});

describe('each inbox', () => {
  it("shows only its own user's notices, which they alone mark read", async () => {
    const before = await mark();
    const req = await gov.submitted(gov.user);
    const [adminNotice] = await noticesOf(gov.admin, before);
    expect((await inbox(gov.user)).some((m) => m.id === adminNotice.id)).toBe(false);
    expect((await gov.call('GET', `/api/messages/${adminNotice.id}`, gov.user)).json.code).toBe(40400);
    expect((await gov.call('POST', '/api/message/read', gov.user, { ids: [adminNotice.id] })).json.code).toBe(40000);
    expect((await inbox(gov.admin)).find((m) => m.id === adminNotice.id)?.status).toBe(0);

    const unread = (await inbox(gov.admin)).filter((m) => m.status === 0).length;
    const read = gov.ok(await gov.call<{ unread: number }>('POST', '/api/message/read', gov.admin, { ids: [adminNotice.id] }), 'read');
    expect(read.unread).toBe(unread - 1);
    expect((await inbox(gov.admin)).find((m) => m.id === adminNotice.id)).toMatchObject({ status: 1, link: { resource: 'accessRequests', id: req.id } });
    // The reviewer's notice of the same submission is theirs, still unread.
    expect((await noticesOf(gov.reviewer, before))[0]).toMatchObject({ status: 0, link: { resource: 'accessRequests', id: req.id } });
  });
});

describe('what waits for each viewer', () => {
  const waiting = async (token: string) =>
    gov.ok(await gov.call<{ list: Waiting[] }>('GET', '/api/user/waiting', token), 'waiting').list.map((w) => `${w.resource} ${w.whose} ${w.count}`);
  /** The records in `states` that are (or are not) the user's own. */
  const count = (list: Rec[], states: string[], userId: number, own: boolean) =>
    list.filter((r) => states.includes(r.state) && (r.owner === userId) === own).length;
  const expected = async (userId: number, reviewer: boolean) => {
    const [requests, outputs] = [await gov.all(REQUESTS), await gov.all(OUTPUTS)];
    const others = reviewer
      ? [
          `accessRequests others ${count(requests, ['submitted', 'underReview'], userId, false)}`,
          `outputs others ${count(outputs, ['submitted'], userId, false)}`,
        ]
      : [];
    return [...others, `accessRequests own ${count(requests, ['returned'], userId, true)}`];
  };

  it("counts the others' requests and outputs an admin decides on, never their own, and a user's returned requests", async () => {
    const { grant } = await gov.grant(gov.user);
    await gov.output(gov.user, grant.id);
    await gov.submitted(gov.admin);
    const returned = await gov.submitted(gov.user);
    gov.ok(await gov.move(REQUESTS, returned.id, gov.reviewer, { to: 'returned', decisionNote: 'More detail.' }), 'return');
    expect(await waiting(gov.admin)).toEqual(await expected(ADMIN_ID, true));
    expect(await waiting(gov.reviewer)).toEqual(await expected(REVIEWER_ID, true));
    expect(await waiting(gov.user)).toEqual(await expected(USER_ID, false));
    // The admin's own submitted requests wait for the reviewer, not for them; the user's returned one for the user.
    const requests = await gov.all(REQUESTS);
    expect(count(requests, ['submitted', 'underReview'], ADMIN_ID, true)).toBeGreaterThan(0);
    expect(count(requests, ['returned'], USER_ID, true)).toBeGreaterThan(0);
  });
});
