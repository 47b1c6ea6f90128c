/**
 * What the features write to declared collections themselves is kept like any write, on either
 * engine: a notice delivered to an inbox, a message marked read, an invitation used by a new phone,
 * a submitted channel form and the profile's change log each write their revision (none where the
 * declaration keeps none) and reach the live streams of those who may read the record: the
 * message's owner only, the others' streams never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODES } from '../../resources/invitations';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { READ, UNREAD } from '../../resources/messages';
import type { Revision } from '../../domain/revisions';
import { about, liveStreams } from './eventStream';
import { ADMIN_ID, REQUESTS, isoDate, newRequest } from './governanceHelpers';
import { call, login, type RunningApi, startApi, validChannel } from './helpers';

let api: RunningApi;
let admin: string;
let user: string;
beforeAll(async () => {
  api = await startApi({ declarations: await loadDeclarations() });
  [admin, user] = await Promise.all([login(api.baseUrl, 'admin', 'admin'), login(api.baseUrl, 'user', 'user')]);
}, 60_000);
afterAll(() => api?.stop());

const open = liveStreams();
const ok = async <T = { id: number }>(p: Promise<{ json: { code: number; data: T }; text: string }>) => {
  const res = await p;
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data;
};
const send = <T = { id: number }>(method: string, path: string, token?: string, body?: unknown) => ok(call<T>(api.baseUrl, method, path, { token, body }));
const revisions = async (path: string, token = admin) => (await send<{ list: Revision[] }>('GET', `${path}/revisions`, token)).list;
const changed = (r: Revision) => Object.fromEntries(r.changes.map((c) => [c.field, [c.before, c.after]]));

describe("a feature's own writes", () => {
  it("a notice reaches its reader's stream as the system's create, not another user's; marking it read is the reader's update", async () => {
    const [adminStream, userStream] = await Promise.all([open(api.baseUrl, admin), open(api.baseUrl, user)]);
    const draft = await send('POST', REQUESTS, user, newRequest(isoDate(Date.now() + 400 * 86_400_000), { title: 'Told request' }));
    await send('POST', `${REQUESTS}/${draft.id}/transitions`, user, { to: 'submitted' });
    // The submission tells every admin: a message in the admin's inbox, made by no one.
    const delivered = await adminStream.next((f) => f.data?.resource === 'messages' && f.data.action === 'create');
    expect(delivered.data).toMatchObject({ actor: null, revision: expect.any(Number) });
    const noticeId = delivered.data!.id as number;
    const inbox = await send<{ id: number; status: number }[]>('POST', '/api/message/list', admin);
    expect(inbox.find((m) => m.id === noticeId)).toMatchObject({ status: UNREAD });

    await send('POST', '/api/message/read', admin, { ids: [noticeId] });
    const read = await adminStream.next(about('messages', noticeId, 'update'));
    expect(read.data?.actor).toMatchObject({ id: ADMIN_ID });
    const [update, create] = await revisions(`/api/messages/${noticeId}`);
    expect(update).toMatchObject({ action: 'update', actor: { id: ADMIN_ID } });
    expect(changed(update)).toEqual({ status: [UNREAD, READ] });
    expect(create).toMatchObject({ action: 'create', actor: null });
    // The user's stream heard of their own request's submission, never of the admin's message.
    await userStream.next(about('accessRequests', draft.id, 'transition'));
    expect(userStream.events().filter((f) => f.data?.resource === 'messages' && f.data.id === noticeId)).toEqual([]);
  });

  it("an invitation used by a new phone's first sign-in is that user's update, from active to used", async () => {
    const stream = await open(api.baseUrl, admin);
    const phoneNum = '13900001234';
    const invitationCode = DEMO_INVITATION_CODES[2];
    await send('POST', '/api/v1/auth/token', undefined, { phoneNum, invitationCode });
    const [sms] = await send<{ code: string }[]>('GET', `/api/dev/sms-outbox?phone=${phoneNum}`);
    await send('POST', '/api/v1/auth/token', undefined, { phoneNum, code: sms.code, invitationCode });
    const used = await stream.next((f) => f.data?.resource === 'invitations' && f.data.action === 'update');
    const [revision] = await revisions(`/api/v1/invitations/${used.data!.id}`);
    expect(revision.actor).toMatchObject({ id: used.data!.actor!.id });
    expect(revision.actor!.id).not.toBe(ADMIN_ID);
    expect(changed(revision)).toMatchObject({ state: ['active', 'used'] });
  });

  it("a submitted channel form is a create with its values; the profile's change log, kept without revisions, is still told", async () => {
    const stream = await open(api.baseUrl, admin);
    const channel = await send('POST', '/api/channel-form/submit', admin, validChannel({ activityName: 'KeptChannel' }));
    await stream.next(about('channels', channel.id, 'create'));
    const [created] = await revisions(`/api/channels/${channel.id}`);
    expect(created).toMatchObject({ action: 'create', actor: { id: ADMIN_ID } });
    expect(changed(created).activityName).toEqual([null, 'KeptChannel']);

    const basic = await send<Record<string, unknown>>('GET', '/api/profile/basic', admin);
    const { status: _status, original: _original, process: _process, ...parameters } = basic;
    const audio = parameters.audio as { encoding: { rate: number } };
    const next = { ...parameters, audio: { ...audio, encoding: { ...audio.encoding, rate: audio.encoding.rate === 160 ? 128 : 160 } } };
    const changedProfile = await send<{ process: { logId: number } }>('PUT', '/api/profile/parameters', admin, next);
    const logged = await stream.next(about('logs', changedProfile.process.logId));
    expect(logged.data).toMatchObject({ revision: null, actor: { id: ADMIN_ID } });
  });
});
