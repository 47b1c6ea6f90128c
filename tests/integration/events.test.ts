/**
 * The live stream (`GET /api/events`) and presence (`PUT` / `DELETE /api/presence`) over HTTP, on
 * either engine: each change of a record reaches the streams of those who may read it at once, with
 * what was done, by whom and which revision it wrote; a per-user collection's record only its owner
 * and the roles that see all; a reconnect with `Last-Event-ID` gets what it missed (or `reset`);
 * heartbeats, sign-out and the stream limits end or refuse streams; presence tells the others who
 * has a record's edit form open, and stays out of the operation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_PATH, PRESENCE_SECONDS } from '../../domain/events';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { DEMO_INVITATION_CODES } from '../../resources/invitations';
import { about, liveStreams, type Frame, type LiveStream } from './eventStream';
import { ADMIN_ID, REQUESTS, REVIEWER_ID, USER_ID, isoDate, newRequest } from './governanceHelpers';
import { call, login, POLICIES, startApi, type RunningApi } from './helpers';

const INVITATIONS = '/api/v1/invitations';
const env = (more: Record<string, string>) => ({ ...process.env, ...more });
let api: RunningApi;
/** Default heartbeat (15 s), so that what ends a stream at once is not the heartbeat. */
let quiet: RunningApi;
let limited: RunningApi;
beforeAll(async () => {
  const declarations = await loadDeclarations();
  [api, quiet, limited] = await Promise.all([
    startApi({ declarations, env: env({ EVENT_HEARTBEAT_SECONDS: '1', EVENT_STREAMS_PER_SESSION: '2' }) }),
    startApi({ env: env({}) }),
    startApi({ env: env({ EVENT_STREAMS_MAX: '2' }) }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([api, quiet, limited].filter(Boolean).map((r) => r.stop()));
});

const open = liveStreams();
const signIn = (name: string, run = api) => login(run.baseUrl, name, name);
const ok = async <T = { id: number }>(p: Promise<{ json: { code: number; data: T }; text: string }>) => {
  const res = await p;
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data;
};
let made = 0;
const createPolicy = (token: string, run = api) =>
  ok(
    call<{ id: number }>(run.baseUrl, 'POST', POLICIES, {
      token,
      body: { number: String(70_000_000 + made++), name: 'Live', contentType: 'img', filterType: 'rules', count: 1, status: 'online' },
    }),
  );
const rename = (token: string, id: number, name: string, run = api) => ok(call(run.baseUrl, 'PATCH', `${POLICIES}/${id}`, { token, body: { name } }));
const request = (token: string) =>
  ok(call<{ id: number }>(api.baseUrl, 'POST', REQUESTS, { token, body: newRequest(isoDate(Date.now() + 400 * 86_400_000), { title: 'Live request' }) }));
/** A second plain `user`: a new phone signed in with an invitation code. */
async function phoneUser(phoneNum: string, invitation: number): Promise<string> {
  const invitationCode = DEMO_INVITATION_CODES[invitation];
  await ok(call(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum, invitationCode } }));
  const [sms] = await ok(call<{ code: string }[]>(api.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${phoneNum}`));
  return (await ok(call<{ token: string }>(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum, code: sms.code, invitationCode } }))).token;
}
/** What a stream heard about a record (after a later event showed everything before it had come). */
const heard = (s: LiveStream, resource: string, id: number) => s.events().filter(about(resource, id));
/** A policy created, waited for on each stream: whatever was committed before it has reached them too. */
async function sentinel(admin: string, streams: LiveStream[], run = api) {
  const p = await createPolicy(admin, run);
  for (const s of streams) await s.next(about('policies', p.id, 'create'));
}
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe('the live stream', () => {
  it('tells an admin each change of a policy at once: created, updated, deleted, restored, by whom, with its revision', async () => {
    const admin = await signIn('admin');
    expect((await call(api.baseUrl, 'GET', '/api/events')).status).toBe(401);
    const s = await open(api.baseUrl, admin);
    expect(s.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('Cache-Control')).toContain('no-transform');
    expect(await s.next((f) => f.comment === 'open')).toMatchObject({ retry: 2000 });
    const { id } = await createPolicy(admin);
    await rename(admin, id, 'Renamed live');
    await ok(call(api.baseUrl, 'DELETE', `${POLICIES}/${id}`, { token: admin }));
    await ok(call(api.baseUrl, 'POST', `${POLICIES}/${id}/restore`, { token: admin }));
    const frames: Frame[] = [];
    for (let i = 0; i < 4; i++) frames.push(await s.next(about('policies', id)));
    expect(frames.map((f) => f.data!.action)).toEqual(['create', 'update', 'delete', 'restore']);
    for (const f of frames) {
      expect(f.event).toBe('change');
      expect(f.data).toMatchObject({ resource: 'policies', id, actor: { id: ADMIN_ID, name: 'admin' } });
      expect(Date.parse(f.data!.at)).not.toBeNaN();
    }
    const ids = frames.map((f) => f.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const revisions = await ok(call<{ list: { id: number; action: string }[] }>(api.baseUrl, 'GET', `${POLICIES}/${id}/revisions`, { token: admin }));
    expect(revisions.list.map((r) => r.action)).toEqual(['restore', 'delete', 'update', 'create']);
    expect(frames.map((f) => f.data!.revision)).toEqual(revisions.list.map((r) => r.id).reverse());
  });

  it("tells a per-user collection's record to its owner and the roles that see all, not to another user; nothing the role may not read", async () => {
    const [admin, reviewer, user, other] = await Promise.all([signIn('admin'), signIn('reviewer'), signIn('user'), phoneUser('13900000071', 0)]);
    const [sa, sr, su, so] = await Promise.all([admin, reviewer, user, other].map((t) => open(api.baseUrl, t)));
    const mine = await request(user);
    for (const s of [sa, sr, su])
      expect((await s.next(about('accessRequests', mine.id))).data).toMatchObject({ action: 'create', actor: { id: USER_ID, name: 'user' } });
    const theirs = await request(other);
    for (const s of [sa, so]) expect((await s.next(about('accessRequests', theirs.id))).data!.action).toBe('create');
    const invitation = await ok(
      call<{ id: number }>(api.baseUrl, 'POST', INVITATIONS, { token: admin, body: { expiresAt: isoDate(Date.now() + 86_400_000) } }),
    );
    await sa.next(about('invitations', invitation.id, 'create'));
    await sentinel(admin, [sa, sr, su, so]);
    expect(heard(so, 'accessRequests', mine.id)).toEqual([]);
    expect(heard(su, 'accessRequests', theirs.id)).toEqual([]);
    expect(heard(su, 'invitations', invitation.id)).toEqual([]);
    expect(heard(so, 'invitations', invitation.id)).toEqual([]);
  });

  it('resumes after the last event seen (Last-Event-ID): exactly the changes missed meanwhile', async () => {
    const admin = await signIn('admin');
    const first = await open(api.baseUrl, admin);
    const seen = await createPolicy(admin);
    await rename(admin, seen.id, 'Seen');
    await first.next(about('policies', seen.id, 'create'));
    const last = await first.next(about('policies', seen.id, 'update'));
    first.close();
    await first.ended;
    const missed = await createPolicy(admin);
    await rename(admin, missed.id, 'Missed');
    await ok(call(api.baseUrl, 'DELETE', `${POLICIES}/${missed.id}`, { token: admin }));
    const again = await open(api.baseUrl, admin, last.id);
    await sentinel(admin, [again]);
    const events = again.events().map((f) => [f.data!.id, f.data!.action]);
    expect(events.slice(0, 3)).toEqual([
      [missed.id, 'create'],
      [missed.id, 'update'],
      [missed.id, 'delete'],
    ]);
    expect(events).toHaveLength(4);
    expect(again.frames.some((f) => f.event === 'reset')).toBe(false);
  });

  it('says reset to a resume from before what is still kept', async () => {
    const admin = await signIn('admin');
    const first = await open(api.baseUrl, admin);
    const p = await createPolicy(admin);
    await first.next(about('policies', p.id));
    first.close();
    await first.ended;
    await api.api.data.db.deleteFrom('mds_events').execute();
    const again = await open(api.baseUrl, admin, 0);
    expect((await again.next((f) => f.event === 'reset')).data).toEqual({});
    expect(again.events()).toEqual([]);
  });

  it('beats every EVENT_HEARTBEAT_SECONDS', async () => {
    const s = await open(api.baseUrl, await signIn('user'));
    const first = await s.next((f) => f.comment === 'heartbeat', 5000);
    const second = await s.next((f) => f.comment === 'heartbeat', 5000);
    expect(second.at - first.at).toBeGreaterThan(500);
  });

  it('ends at once when its session signs out; the same account signed in elsewhere keeps hearing', async () => {
    const [gone, stays] = await Promise.all([signIn('admin', quiet), signIn('admin', quiet)]);
    const [ending, staying] = await Promise.all([open(quiet.baseUrl, gone), open(quiet.baseUrl, stays)]);
    await ok(call(quiet.baseUrl, 'POST', '/api/user/logout', { token: gone }));
    const t0 = performance.now();
    expect(await within(ending.ended, 10_000)).toBe('done');
    // Said first, so that the console does not open it again.
    expect(ending.frames.at(-1)).toMatchObject({ event: 'end', data: { reason: 'signedOut' } });
    // Well before the 15 s heartbeat.
    expect(performance.now() - t0).toBeLessThan(5000);
    expect((await call(quiet.baseUrl, 'GET', '/api/events', { token: gone })).status).toBe(401);
    const p = await createPolicy(stays, quiet);
    await staying.next(about('policies', p.id, 'create'));
    // "Sign out the other sessions" ends theirs too, at once.
    const other = await signIn('admin', quiet);
    const otherStream = await open(quiet.baseUrl, other);
    await ok(call(quiet.baseUrl, 'POST', '/api/user/security/sign-out-others', { token: stays, body: {} }));
    expect(await within(otherStream.ended, 5000)).toBe('done');
    expect(otherStream.frames.at(-1)).toMatchObject({ event: 'end', data: { reason: 'signedOut' } });
  });

  it('ends the oldest stream of a session beyond EVENT_STREAMS_PER_SESSION', async () => {
    const admin = await signIn('admin');
    const s1 = await open(api.baseUrl, admin);
    const s2 = await open(api.baseUrl, admin);
    const s3 = await open(api.baseUrl, admin);
    expect(await within(s1.ended, 10_000)).toBe('done');
    expect(s1.frames.at(-1)).toMatchObject({ event: 'end', data: { reason: 'replaced' } });
    await sentinel(admin, [s2, s3]);
    const s4 = await open(api.baseUrl, admin);
    expect(await within(s2.ended, 10_000)).toBe('done');
    await sentinel(admin, [s3, s4]);
  });

  it('refuses a stream beyond EVENT_STREAMS_MAX (42900), leaving the open ones as they were', async () => {
    const [a, b, c] = await Promise.all(['admin', 'user', 'reviewer'].map((n) => signIn(n, limited)));
    const sa = await open(limited.baseUrl, a);
    const sb = await open(limited.baseUrl, b);
    const refused = await call(limited.baseUrl, 'GET', '/api/events', { token: c });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe(42900);
    const p = await createPolicy(a, limited);
    for (const s of [sa, sb]) await s.next(about('policies', p.id, 'create'));
    sb.close();
    // Once the closed one is gone, there is room again.
    const deadline = Date.now() + 10_000;
    let sc: LiveStream | undefined;
    while (!sc)
      sc = await open(limited.baseUrl, c).catch((e: Error) => {
        if (!e.message.includes('429') || Date.now() > deadline) throw e;
        return undefined;
      });
    await sentinel(a, [sa, sc], limited);
  });

  it('delivers two writes made at once by two callers exactly once each', async () => {
    const [admin, reviewer, user] = await Promise.all([signIn('admin'), signIn('reviewer'), signIn('user')]);
    const [sa, su] = await Promise.all([open(api.baseUrl, admin), open(api.baseUrl, user)]);
    const created = await Promise.all([admin, reviewer, admin, reviewer, admin, reviewer].map((t) => createPolicy(t)));
    await sentinel(admin, [sa, su]);
    for (const s of [sa, su])
      for (const [i, p] of created.entries()) {
        const events = heard(s, 'policies', p.id);
        expect(events).toHaveLength(1);
        expect(events[0].data!.actor!.id).toBe(i % 2 === 0 ? ADMIN_ID : REVIEWER_ID);
      }
  });
});

describe('presence', () => {
  const put = (token: string, body: unknown) =>
    call<{ editors: { id: number; name: string; expiresIn: number }[] }>(api.baseUrl, 'PUT', PRESENCE_PATH, { token, body });
  const leave = (token: string, query: string) => call(api.baseUrl, 'DELETE', `${PRESENCE_PATH}?${query}`, { token });

  it('tells the others who opened and closed a record, once per stay; PUT answers who else is editing', async () => {
    const [admin, reviewer] = await Promise.all([signIn('admin'), signIn('reviewer')]);
    const p = await createPolicy(admin);
    const [sa, sr] = await Promise.all([open(api.baseUrl, admin), open(api.baseUrl, reviewer)]);
    expect((await ok(put(admin, { resource: 'policies', id: p.id }))).editors).toEqual([]);
    const editing = await sr.next(about('policies', p.id, 'editing'));
    expect(editing).toMatchObject({ event: 'presence', data: { actor: { id: ADMIN_ID, name: 'admin' }, revision: null } });
    const { editors } = await ok(put(reviewer, { resource: 'policies', id: p.id }));
    expect(editors).toEqual([{ id: ADMIN_ID, name: 'admin', expiresIn: expect.any(Number) }]);
    expect(editors[0].expiresIn).toBeGreaterThan(0);
    expect(editors[0].expiresIn).toBeLessThanOrEqual(PRESENCE_SECONDS);
    await sa.next((f) => about('policies', p.id, 'editing')(f) && f.data!.actor?.id === REVIEWER_ID);
    // Renewed within its lifetime: nobody is told again.
    await ok(put(admin, { resource: 'policies', id: p.id }));
    await ok(leave(admin, `resource=policies&id=${p.id}`));
    expect((await sr.next(about('policies', p.id, 'left'))).data!.actor).toEqual({ id: ADMIN_ID, name: 'admin' });
    const byAdmin = heard(sr, 'policies', p.id).filter((f) => f.data!.actor?.id === ADMIN_ID);
    expect(byAdmin.map((f) => f.data!.action)).toEqual(['editing', 'left']);
    expect((await ok(put(reviewer, { resource: 'policies', id: p.id }))).editors).toEqual([]);
  });

  it("keeps a per-user record's presence to those who may read it; refuses what is not a readable record", async () => {
    const [admin, user, other] = await Promise.all([signIn('admin'), signIn('user'), phoneUser('13900000072', 1)]);
    const theirs = await request(other);
    const mine = await request(user);
    const [sa, so] = await Promise.all([open(api.baseUrl, admin), open(api.baseUrl, other)]);
    expect((await put(user, { resource: 'accessRequests', id: theirs.id })).json.code).toBe(40400);
    expect((await leave(user, `resource=accessRequests&id=${theirs.id}`)).json.code).toBe(40400);
    await ok(put(user, { resource: 'accessRequests', id: mine.id }));
    await sa.next(about('accessRequests', mine.id, 'editing'));
    // A seeded invitation: an admin's record, unknown to a user.
    await ok(put(admin, { resource: 'invitations', id: 1 }));
    await ok(leave(admin, 'resource=invitations&id=1'));
    expect((await put(user, { resource: 'invitations', id: 1 })).json.code).toBe(40400);
    expect((await put(admin, { resource: 'audit', id: 1 })).json.code).toBe(40400);
    expect((await put(admin, { resource: POLICIES, id: 1 })).json.code).toBe(40400);
    expect((await put(admin, { resource: 'policies', id: 999_999 })).json.code).toBe(40400);
    // A policy a user may read but not write: no form of theirs to be editing it in.
    expect((await put(user, { resource: 'policies', id: 1 })).json.code).toBe(40300);
    for (const body of [{ resource: 'policies' }, { resource: 'policies', id: 'one' }, { resource: 'policies', id: 1, extra: 1 }, []])
      expect((await put(admin, body)).json.code, JSON.stringify(body)).toBe(40000);
    expect((await leave(admin, 'resource=policies')).json.code).toBe(40000);
    await sentinel(admin, [so]);
    expect(heard(so, 'accessRequests', mine.id)).toEqual([]);
  });

  it('stays out of the operation log', async () => {
    const admin = await signIn('admin');
    type Entry = { id: number; action: string; resource: string };
    const log = () => ok(call<{ list: Entry[] }>(api.baseUrl, 'GET', '/api/audit/log?sort=id&order=desc&pageSize=100', { token: admin }));
    const before = Math.max(0, ...(await log()).list.map((e) => e.id));
    const p = await createPolicy(admin);
    await ok(put(admin, { resource: 'policies', id: p.id }));
    expect((await put(admin, { resource: 'policies', id: 999_999 })).json.code).toBe(40400);
    await ok(leave(admin, `resource=policies&id=${p.id}`));
    // A refused write, logged once answered as a refused presence would be: when it is in, so would they be.
    expect((await call(api.baseUrl, 'POST', POLICIES, { token: admin, body: {} })).json.code).toBe(40000);
    const deadline = Date.now() + 10_000;
    let fresh: Entry[] = [];
    while (fresh.length < 2 && Date.now() < deadline) fresh = (await log()).list.filter((e) => e.id > before);
    expect(fresh.map((e) => e.action).sort()).toEqual([`POST ${POLICIES}`, `POST ${POLICIES}`]);
  });
});
