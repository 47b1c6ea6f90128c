/**
 * The message box's endpoints over HTTP: each user lists and reads only their own messages,
 * reads are durable, and bad input answers 40000 and changes nothing.
 * Ids of another user's messages are treated exactly like unknown ids: 40000, nothing read.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages, { MESSAGE_TYPES, READ, UNREAD, type Message } from '../../resources/messages';
import policies from '../../resources/policies';
import { seedRecords } from '../../resources/lib/seed';
import { call, login, startApi, tempDir, type Failure, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const LIST = '/api/message/list';
const READ_PATH = '/api/message/read';
const USER_IDS = { admin: 1, user: 2 } as const;

/** The seeded inbox of one demo user, as the API should answer it (newest first, no owner). */
const seededInbox = (who: keyof typeof USER_IDS): Message[] =>
  seedRecords(messages, messages.seed.count)
    .filter((r) => r.owner === USER_IDS[who])
    .map(({ owner: _owner, ...r }) => r as unknown as Message)
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

const unreadOf = (list: readonly Message[]) => list.filter((m) => m.status === UNREAD);

describe('message box endpoints', () => {
  // Our own folder, so the store outlives a restart of the API.
  const dataDir = tempDir();
  let run: RunningApi;
  let admin: string;
  let user: string;
  const list = async (token: string) => {
    const res = await call<Message[]>(run.baseUrl, 'POST', LIST, { token });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(20000);
    return res.json.data;
  };
  const read = (token: string | undefined, body: unknown) => call<{ ids: number[]; unread: number } & Failure>(run.baseUrl, 'POST', READ_PATH, { token, body });
  const expectRefused = async (token: string, body: unknown, field: string) => {
    const before = await snapshot(run.api);
    const res = await read(token, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty(field);
    expect(await snapshot(run.api)).toBe(before);
  };

  beforeAll(async () => {
    run = await startApi({ declarations: [policies, messages], dataDir });
    admin = await login(run.baseUrl, 'admin', 'admin');
    user = await login(run.baseUrl, 'user', 'user');
  });
  afterAll(async () => {
    await run.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists each user their own seeded messages, newest first, of every type, some unread', async () => {
    for (const [who, token] of [
      ['admin', admin],
      ['user', user],
    ] as const) {
      const expected = seededInbox(who);
      const got = await list(token);
      expect(got).toEqual(expected);
      expect(got.length).toBeGreaterThanOrEqual(10);
      for (const type of MESSAGE_TYPES) expect(unreadOf(got.filter((m) => m.type === type)).length).toBeGreaterThan(0);
      for (const m of got) {
        expect(m).not.toHaveProperty('owner');
        if (m.type === 'message') expect(m.messageType).toBeUndefined();
        else expect([0, 1, 2, 3]).toContain(m.messageType);
      }
    }
    const adminIds = new Set((await list(admin)).map((m) => m.id));
    expect((await list(user)).some((m) => adminIds.has(m.id))).toBe(false);
  });

  it('refuses callers without a valid token', async () => {
    const res = await call(run.baseUrl, 'POST', LIST);
    expect(res.json.code).toBe(50008);
    expect((await read(undefined, { ids: [1] })).json.code).toBe(50008);
    expect((await read('not-a-token', { ids: [1] })).json.code).toBe(50008);
  });

  it('marks the listed messages read for their owner only, answering the unread count left', async () => {
    const before = await list(user);
    const [first, second] = unreadOf(before);
    const res = await read(user, { ids: [first.id, second.id, first.id] });
    expect(res.json.code).toBe(20000);
    expect(res.json.data.unread).toBe(unreadOf(before).length - 2);
    const after = await list(user);
    expect(after.find((m) => m.id === first.id)?.status).toBe(READ);
    expect(after.find((m) => m.id === second.id)?.status).toBe(READ);
    // Nothing else changed, and the admin's inbox is untouched.
    expect(after.filter((m) => m.id !== first.id && m.id !== second.id)).toEqual(before.filter((m) => m.id !== first.id && m.id !== second.id));
    expect(await list(admin)).toEqual(seededInbox('admin'));
  });

  it('reading a message already read changes nothing and succeeds', async () => {
    const before = await list(user);
    const already = before.find((m) => m.status === READ)!;
    const res = await read(user, { ids: [already.id] });
    expect(res.json.code).toBe(20000);
    expect(res.json.data.unread).toBe(unreadOf(before).length);
    expect(await list(user)).toEqual(before);
  });

  it("refuses another user's ids and unknown ids, reading none of the batch", async () => {
    const mine = unreadOf(await list(user))[0];
    const theirs = unreadOf(await list(admin))[0];
    await expectRefused(user, { ids: [mine.id, theirs.id] }, 'ids');
    await expectRefused(user, { ids: [mine.id, 99_999] }, 'ids');
    expect((await list(user)).find((m) => m.id === mine.id)?.status).toBe(UNREAD);
    expect((await list(admin)).find((m) => m.id === theirs.id)?.status).toBe(UNREAD);
  });

  it.each([
    [{}, 'ids'],
    [{ ids: [] }, 'ids'],
    [{ ids: 3 }, 'ids'],
    [{ ids: '1,2' }, 'ids'],
    [{ ids: ['1'] }, 'ids'],
    [{ ids: [1.5] }, 'ids'],
    [{ ids: [-1] }, 'ids'],
    [{ ids: [null] }, 'ids'],
    [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids'],
    [{ ids: [1], status: 0 }, 'status'],
    [[1, 2], 'body'],
  ])('refuses the read body %j with 40000 on %s', async (body, field) => {
    await expectRefused(user, body, field);
  });

  it('refuses fields in the list body and other methods', async () => {
    const res = await call<Failure>(run.baseUrl, 'POST', LIST, { token: user, body: { type: 'notice' } });
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty('type');
    expect((await call(run.baseUrl, 'GET', LIST, { token: user })).status).toBe(405);
    expect((await call(run.baseUrl, 'DELETE', READ_PATH, { token: user })).status).toBe(405);
  });

  it('offers the messages collection read-only, scoped to the caller', async () => {
    const page = await call<{ list: (Message & { owner?: number })[]; total: number }>(run.baseUrl, 'GET', '/api/messages?pageSize=100&type=notice', {
      token: user,
    });
    expect(page.json.code).toBe(20000);
    const notices = (await list(user)).filter((m) => m.type === 'notice');
    expect(page.json.data.total).toBe(notices.length);
    expect(page.json.data.list.every((m) => m.owner === USER_IDS.user)).toBe(true);
    const theirs = (await list(admin))[0];
    expect((await call(run.baseUrl, 'GET', `/api/messages/${theirs.id}`, { token: user })).json.code).toBe(40400);
    const mine = (await list(user))[0];
    for (const token of [user, admin]) {
      // Nobody may write the collection: its write methods are not in the authorization table.
      expect((await call(run.baseUrl, 'PATCH', `/api/messages/${mine.id}`, { token, body: { status: 1 } })).status).toBe(405);
      expect((await call(run.baseUrl, 'POST', '/api/messages', { token, body: { ...mine, id: undefined } })).status).toBe(405);
    }
  });

  it('keeps reads across a restart of the API', async () => {
    const unread = unreadOf(await list(admin));
    await read(admin, { ids: unread.map((m) => m.id) });
    await run.stop();
    run = await startApi({ declarations: [policies, messages], dataDir });
    admin = await login(run.baseUrl, 'admin', 'admin');
    expect(unreadOf(await list(admin))).toEqual([]);
  });
});
