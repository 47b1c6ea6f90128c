/**
 * Versions of records (docs/api-contract.md, "Versions and If-Match"): every record answer carries
 * a strong ETag that changes with every change, a list answers them in `etags`, and a write sent
 * with a stale `If-Match` is refused with 41200 (HTTP 412), the record as it is now in the answer
 * and nothing changed. Two writes sent at once on the same version: exactly one goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, REQUESTS, startGovernance, type Gov, type Rec } from './governanceHelpers';
import { call, POLICIES, type CallResult } from './helpers';

const SERVICES = '/api/list/the-service';
const STRONG = /^"[0-9a-f]{64}"$/;

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
}, 60_000);
afterAll(() => gov.stop());

interface Changed {
  current: Rec;
  etag: string;
  changedBy?: { id: number; name: string };
  changedAt?: string;
}

/** One call with `If-Match` when given; the clock one second on, as gov.call does. */
function send<T = Rec>(method: string, path: string, token: string, opts: { body?: unknown; ifMatch?: string } = {}): Promise<CallResult<T>> {
  gov.clock.t += 1000;
  const headers = opts.ifMatch === undefined ? undefined : { 'If-Match': opts.ifMatch };
  return call<T>(gov.run.baseUrl, method, path, { token, body: opts.body, headers, timeoutMs: 25_000 });
}

/** The record and its ETag, as a fresh GET answers them. */
async function fresh(path: string, id: number, token = gov.admin) {
  const res = await send('GET', `${path}/${id}`, token);
  expect(res.json.code, res.text).toBe(20000);
  const etag = res.headers.get('ETag')!;
  expect(etag).toMatch(STRONG);
  return { record: res.json.data, etag };
}

/** A 41200 refusal whose `current` and `etag` are what a fresh GET answers, the record unchanged since `before`. */
async function expectChanged(res: CallResult<unknown>, path: string, before: { record: Rec; etag: string }, token = gov.admin) {
  expect(res.status, res.text).toBe(412);
  expect(res.json).toMatchObject({ status: 'fail', code: 41200, msg: 'the record was changed by someone else' });
  const now = await fresh(path, before.record.id, token);
  expect(now).toEqual(before);
  expect(res.json.data).toMatchObject({ current: now.record, etag: now.etag });
}

const newPolicy = async (n: number) => {
  const res = await send('POST', POLICIES, gov.admin, {
    body: { number: String(30_000_000 + n), name: `Precondition ${n}`, contentType: 'verticalVideo', filterType: 'artificial', count: n, status: 'online' },
  });
  expect(res.status, res.text).toBe(201);
  expect(res.headers.get('ETag')).toMatch(STRONG);
  return res;
};
let made = 0;

describe('a plain resource (policies)', () => {
  it('answers a strong ETag on every record answer and in the list, changing with each change and only then', async () => {
    const created = await newPolicy(++made);
    const id = created.json.data.id;
    const first = await fresh(POLICIES, id);
    expect(first.etag).toBe(created.headers.get('ETag'));
    const page = await send<{ list: Rec[]; etags: Record<string, string> }>('GET', `${POLICIES}?id=${id}`, gov.admin);
    expect(page.json.data.etags).toEqual({ [id]: first.etag });

    // A refused write (a stale version, an invalid value) leaves the ETag as it was.
    await expectChanged(await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: 'x' }, ifMatch: '"0"' }), POLICIES, first);
    expect((await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { count: 'many' } })).json.code).toBe(40000);
    expect((await fresh(POLICIES, id)).etag).toBe(first.etag);

    const updated = await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: 'Renamed' }, ifMatch: first.etag });
    expect(updated.json.code, updated.text).toBe(20000);
    const second = await fresh(POLICIES, id);
    expect(second.etag).not.toBe(first.etag);
    expect(updated.headers.get('ETag')).toBe(second.etag);
  });

  it('refuses PUT, PATCH and DELETE on a stale version, with the record as it is now, and changes nothing', async () => {
    const id = (await newPolicy(++made)).json.data.id;
    const old = await fresh(POLICIES, id);
    expect((await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { count: 7 } })).json.code).toBe(20000);
    const changedAt = new Date(gov.clock.t).toISOString();
    const now = await fresh(POLICIES, id);
    const put = await send<Changed>('PUT', `${POLICIES}/${id}`, gov.admin, { body: { name: 'Lost update' }, ifMatch: old.etag });
    await expectChanged(put, POLICIES, now);
    // Who changed it last, and when: the record's last revision.
    expect(put.json.data).toMatchObject({ changedBy: { id: ADMIN_ID, name: expect.any(String) }, changedAt });
    await expectChanged(await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { count: 1 }, ifMatch: old.etag }), POLICIES, now);
    // A weak tag never matches, even of the right version.
    await expectChanged(await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { count: 1 }, ifMatch: `W/${now.etag}` }), POLICIES, now);
    await expectChanged(await send('DELETE', `${POLICIES}/${id}`, gov.admin, { ifMatch: old.etag }), POLICIES, now);
    expect(now.record).toMatchObject({ count: 7 });
  });

  it('writes with the current version, with `*` and without If-Match; deletes with the current version', async () => {
    const id = (await newPolicy(++made)).json.data.id;
    const { etag } = await fresh(POLICIES, id);
    const put = await send('PUT', `${POLICIES}/${id}`, gov.admin, { body: { name: 'Put' }, ifMatch: etag });
    expect(put.json.code, put.text).toBe(20000);
    expect(put.headers.get('ETag')).not.toBe(etag);
    const any = await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: 'Any' }, ifMatch: '*' });
    expect(any.json.code, any.text).toBe(20000);
    // One of several tags, as If-Match may list them.
    const listed = await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: 'Listed' }, ifMatch: `"0", ${any.headers.get('ETag')}` });
    expect(listed.json.code, listed.text).toBe(20000);
    const none = await send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: 'None' } });
    expect(none.json.code, none.text).toBe(20000);
    expect((await fresh(POLICIES, id)).record).toMatchObject({ name: 'None' });
    const deleted = await send('DELETE', `${POLICIES}/${id}`, gov.admin, { ifMatch: none.headers.get('ETag')! });
    expect(deleted.json.code, deleted.text).toBe(20000);
    expect((await send('GET', `${POLICIES}/${id}`, gov.admin)).status).toBe(404);
  });

  it('lets exactly one of two writes sent at once on the same version through; the other gets 41200', async () => {
    const id = (await newPolicy(++made)).json.data.id;
    for (let i = 0; i < 10; i++) {
      const { etag } = await fresh(POLICIES, id);
      const answers = await Promise.all(
        ['A', 'B'].map((who) => send('PATCH', `${POLICIES}/${id}`, gov.admin, { body: { name: `Writer ${who} ${i}` }, ifMatch: etag })),
      );
      expect(answers.map((a) => a.json.code).sort(), answers.map((a) => a.text).join('\n')).toEqual([20000, 41200]);
      const won = answers.find((a) => a.json.code === 20000)!;
      const lost = answers.find((a) => a.json.code === 41200)! as unknown as CallResult<Changed>;
      const now = await fresh(POLICIES, id);
      expect(now.record.name).toBe((won.json.data as Rec).name);
      expect(lost.json.data).toMatchObject({ current: now.record, etag: now.etag, changedBy: { id: ADMIN_ID } });
    }
  });
});

describe('fields a role may not read', () => {
  it('hashes every field, and leaves those out of the 41200 answer', async () => {
    const res = await send('POST', SERVICES, gov.admin, { body: { title: `Service ${++made}`, description: 'd', internalNote: 'Before' } });
    expect(res.json.code, res.text).toBe(20000);
    const id = res.json.data.id;
    const seen = await fresh(SERVICES, id, gov.user);
    expect(seen.record).not.toHaveProperty('internalNote');
    expect(seen.etag).toBe((await fresh(SERVICES, id)).etag);
    // A change the user cannot see still changes the version they hold.
    expect((await send('PATCH', `${SERVICES}/${id}`, gov.admin, { body: { internalNote: 'After' } })).json.code).toBe(20000);
    const stale = await send<Changed>('PATCH', `${SERVICES}/${id}`, gov.user, { body: { description: 'mine' }, ifMatch: seen.etag });
    await expectChanged(stale, SERVICES, await fresh(SERVICES, id, gov.user), gov.user);
    expect(stale.json.data.current).not.toHaveProperty('internalNote');
    expect(stale.json.data.etag).toBe((await fresh(SERVICES, id)).etag);
  });
});

describe('a workflow resource (access requests)', () => {
  const submitted = async () => (await gov.submitted(gov.user)) as Rec;
  const historyLength = async (id: number) => (await gov.history(REQUESTS, id)).length;

  it('refuses a transition or an edit on a stale version and changes nothing; takes it on the current one', async () => {
    const draft = (await gov.request(gov.user)) as Rec;
    const old = await fresh(REQUESTS, draft.id, gov.user);
    expect((await send('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { body: { title: 'Edited' }, ifMatch: old.etag })).json.code).toBe(20000);
    const now = await fresh(REQUESTS, draft.id, gov.user);
    expect(now.etag).not.toBe(old.etag);
    await expectChanged(await send('PATCH', `${REQUESTS}/${draft.id}`, gov.user, { body: { title: 'Lost' }, ifMatch: old.etag }), REQUESTS, now, gov.user);
    const stale = await send('POST', `${REQUESTS}/${draft.id}/transitions`, gov.user, { body: { to: 'submitted' }, ifMatch: old.etag });
    await expectChanged(stale, REQUESTS, now, gov.user);
    expect(await historyLength(draft.id)).toBe(0);

    const moved = await send('POST', `${REQUESTS}/${draft.id}/transitions`, gov.user, { body: { to: 'submitted' }, ifMatch: now.etag });
    expect(moved.json.code, moved.text).toBe(20000);
    const after = await fresh(REQUESTS, draft.id, gov.user);
    expect(after.record.state).toBe('submitted');
    expect(moved.headers.get('ETag')).toBe(after.etag);
    expect(after.etag).not.toBe(now.etag);
    const any = await send('POST', `${REQUESTS}/${draft.id}/transitions`, gov.admin, { body: { to: 'underReview' }, ifMatch: '*' });
    expect(any.json.code, any.text).toBe(20000);
    const none = await send('POST', `${REQUESTS}/${draft.id}/transitions`, gov.admin, { body: { to: 'rejected', decisionNote: 'Out of scope' } });
    expect(none.json.code, none.text).toBe(20000);
  });

  it('a bulk transition refuses just the record whose etag is stale, with 41200', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const staleA = (await fresh(REQUESTS, a.id)).etag;
    const currentB = (await fresh(REQUESTS, b.id)).etag;
    // A's version moves on: returned, and submitted again.
    expect((await gov.move(REQUESTS, a.id, gov.admin, { to: 'returned', decisionNote: 'Say more' })).json.code).toBe(20000);
    expect((await gov.move(REQUESTS, a.id, gov.user, { to: 'submitted' })).json.code).toBe(20000);
    const nowA = await fresh(REQUESTS, a.id);
    const before = await historyLength(a.id);

    const res = await send<{ list: ({ id: number; code: number } & Partial<Changed>)[] }>('POST', `${REQUESTS}/transitions`, gov.admin, {
      body: { ids: [a.id, b.id], to: 'underReview', etags: { [a.id]: staleA, [b.id]: currentB } },
    });
    expect(res.json.code, res.text).toBe(20000);
    const [ra, rb] = res.json.data.list;
    expect(ra).toMatchObject({ id: a.id, code: 41200, msg: 'the record was changed by someone else', current: nowA.record, etag: nowA.etag });
    expect(rb).toMatchObject({ id: b.id, code: 20000, record: { state: 'underReview' } });
    expect(await fresh(REQUESTS, a.id)).toEqual(nowA);
    expect(await historyLength(a.id)).toBe(before);

    const bad = await send('POST', `${REQUESTS}/transitions`, gov.admin, { body: { ids: [a.id], to: 'underReview', etags: [staleA] } });
    expect(bad.json).toMatchObject({ code: 40000, data: { errors: { etags: expect.any(String) } } });
  });
});
