/**
 * The step form's submission, the group form's parameters, the basic profile's approval flow and
 * the operation log over HTTP (docs/product.md §3, §4, §5, §7): every rule refused with its field, nothing
 * changed by a refused write, admin only, and what is stored survives a restart.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import channels, { CHANNEL_STAGES, type Channel } from '../../resources/channels';
import { PARAMETER_FIELDS, countWords, valueAt, type MediaParameters } from '../../resources/lib/forms';
import { seedRecords } from '../../resources/lib/seed';
import logs, { AUDITING, PASS, type OperationLog } from '../../resources/logs';
import policies from '../../resources/policies';
import { call, login, startApi, tempDir, validChannel, type Failure, type ListPage, type RunningApi } from './helpers';

const NOW = Date.UTC(2026, 10, 3, 9, 30);
const DECLS = [policies, channels, logs];

interface Basic extends MediaParameters {
  status: number;
  original: MediaParameters;
  process: { state: string; logId: number | null; committedAt: string; decidedAt: string | null };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

let run: RunningApi;
let admin: string;
let user: string;
const get = <T>(path: string, token = admin) => call<T>(run.baseUrl, 'GET', path, { token });
const send = <T>(method: string, path: string, body?: unknown, token = admin) => call<T>(run.baseUrl, method, path, { token, body });
const channelCount = async () => (await get<ListPage<Channel>>('/api/channels?pageSize=100')).json.data.total;
const basic = async () => (await get<Basic>('/api/profile/basic')).json.data;
const logPage = async (query = 'current=1&pageSize=100&sort=updateTime&order=desc') =>
  (await get<ListPage<OperationLog>>(`/api/operation/log?${query}`)).json.data;

beforeAll(async () => {
  run = await startApi({ declarations: DECLS, now: () => NOW });
  admin = await login(run.baseUrl, 'admin', 'admin');
  user = await login(run.baseUrl, 'user', 'user');
});
afterAll(() => run.stop());

describe('admin only', () => {
  const endpoints: [string, string, unknown?][] = [
    ['POST', '/api/channel-form/submit', validChannel()],
    ['GET', '/api/channels'],
    ['GET', '/api/profile/basic'],
    ['PUT', '/api/profile/parameters', {}],
    ['POST', '/api/profile/approve'],
    ['POST', '/api/profile/cancel'],
    ['GET', '/api/operation/log'],
  ];

  it('answers 40300 to a user and 50008 without a token, changing nothing', async () => {
    const before = await channelCount();
    for (const [method, path, body] of endpoints) {
      const asUser = await send<null>(method, path, body, user);
      expect(asUser.json.code, `${method} ${path}`).toBe(40300);
      expect(asUser.status).toBe(403);
      const anonymous = await call(run.baseUrl, method, path, { body });
      expect(anonymous.json.code, `${method} ${path}`).toBe(50008);
    }
    expect(await channelCount()).toBe(before);
  });

  it('offers no direct writes to the channels and the log, so no write skips the form rules', async () => {
    // A collection nobody may write has no write methods in the authorization table: 405.
    expect((await send('POST', '/api/channels', validChannel())).status).toBe(405);
    expect((await send('PUT', '/api/channels/1', validChannel())).status).toBe(405);
    expect((await send('DELETE', '/api/operation/log/1')).status).toBe(405);
  });
});

describe('POST /api/channel-form/submit', () => {
  it('stores a valid channel, stamped and in leader review, and lists it first', async () => {
    const before = await channelCount();
    const res = await send<Channel>('POST', '/api/channel-form/submit', validChannel());
    expect(res.status).toBe(201);
    expect(res.json.code).toBe(20000);
    const stored = res.json.data;
    expect(stored).toMatchObject({ ...validChannel(), pushNotify: true, stage: 'review', submittedAt: new Date(NOW).toISOString() });
    expect(stored.id).toBeGreaterThan(0);
    expect(await channelCount()).toBe(before + 1);
    const latest = await get<ListPage<Channel>>('/api/channels?current=1&pageSize=1&sort=submittedAt&order=desc');
    expect(latest.json.data.list[0]).toEqual(stored);
    expect((await get<Channel>(`/api/channels/${stored.id}`)).json.data).toEqual(stored);
  });

  it('accepts the limits themselves: 20 characters, 200 words, one-day period, http link', async () => {
    const chinese200 = '字'.repeat(200);
    expect(countWords(chinese200)).toBe(200);
    for (const body of [
      validChannel({ activityName: 'a'.repeat(20), advertisingContent: words(200) }),
      validChannel({
        activityName: '汉'.repeat(20),
        advertisingContent: chinese200,
        promotionEnd: '2026-11-10',
        promoteLink: 'http://a.example.org',
        pushNotify: false,
      }),
    ]) {
      const res = await send<Channel>('POST', '/api/channel-form/submit', body);
      expect(res.json.code, JSON.stringify(res.json.data)).toBe(20000);
      expect(res.json.data.pushNotify).toBe(body.pushNotify ?? true);
    }
  });

  const refused: [string, Record<string, unknown>, string, RegExp][] = [
    ['no activity name', { activityName: '' }, 'activityName', /required/i],
    ['a 21-character name', { activityName: 'a'.repeat(21) }, 'activityName', /20/],
    ['a name with a space', { activityName: 'Heart week' }, 'activityName', /Chinese characters, letters or digits/],
    ['a name with punctuation', { activityName: 'week!' }, 'activityName', /Chinese characters, letters or digits/],
    ['no channel type', { channelType: undefined }, 'channelType', /required/i],
    ['an unknown channel type', { channelType: 'app' }, 'channelType', /web, api/],
    ['no promotion start', { promotionStart: '' }, 'promotionStart', /required/i],
    ['a promotion end before its start', { promotionEnd: '2026-11-01' }, 'promotionEnd', /before the start/],
    ['no promote link', { promoteLink: '' }, 'promoteLink', /required/i],
    ['an ftp link', { promoteLink: 'ftp://files.example.org' }, 'promoteLink', /http:\/\/ or https:\/\//],
    ['a javascript: link', { promoteLink: 'javascript:alert(1)' }, 'promoteLink', /http:\/\/ or https:\/\//],
    ['no advertising source', { advertisingSource: '' }, 'advertisingSource', /required/i],
    ['no advertising media', { advertisingMedia: '' }, 'advertisingMedia', /required/i],
    ['no keyword', { keywords: '' }, 'keywords', /required/i],
    ['no content', { advertisingContent: '' }, 'advertisingContent', /required/i],
    ['201 words of content', { advertisingContent: words(201) }, 'advertisingContent', /200 words/],
    ['201 Chinese characters of content', { advertisingContent: '字'.repeat(201) }, 'advertisingContent', /200 words/],
    ['a push notify that is not a boolean', { pushNotify: 'yes' }, 'pushNotify', /yes or no/],
    ['an unknown field', { budget: 100 }, 'budget', /Unknown field/],
    ['a progress stage of its own', { stage: 'launched' }, 'stage', /cannot be changed/],
  ];

  it.each(refused)('refuses %s with 40000 on the field and stores nothing', async (_, overrides, field, message) => {
    const before = await channelCount();
    const res = await send<Failure>('POST', '/api/channel-form/submit', validChannel(overrides));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors?.[field]).toMatch(message);
    expect(await channelCount()).toBe(before);
  });

  it('refuses a body that is not an object, and other methods', async () => {
    expect((await send('POST', '/api/channel-form/submit', [validChannel()])).json.code).toBe(40000);
    expect((await send('GET', '/api/channel-form/submit')).status).toBe(405);
  });

  it('seeds channels in every stage but the first, each passing its own rules', () => {
    const seeded = seedRecords(channels, channels.seed.count);
    expect(new Set(seeded.map((c) => c.stage)).size).toBe(seeded.length);
    for (const c of seeded) expect(CHANNEL_STAGES).toContain(c.stage);
  });
});

describe('the basic profile, the group form parameters and the operation log', () => {
  it('starts with the seeded change under approval: step 2, log row 1 Auditing', async () => {
    const b = await basic();
    expect(b.status).toBe(2);
    expect(b.process).toMatchObject({ state: 'auditing', logId: 1, decidedAt: null });
    const log = await logPage();
    expect(log.total).toBe(logs.seed.count);
    const row1 = log.list.find((r) => r.id === 1)!;
    expect(row1).toMatchObject({ status: AUDITING, updateContent: 'videoAudio' });
    expect(b.process.committedAt).toBe(row1.updateTime);
    expect(log.list.filter((r) => r.status === AUDITING)).toHaveLength(1);
    // the current parameters differ from the original ones in video and audio, as the log row says
    const differs = (section: string) => PARAMETER_FIELDS.some((p) => p.section === section && valueAt(b, p.path) !== valueAt(b.original, p.path));
    expect(differs('video')).toBe(true);
    expect(differs('audio')).toBe(true);
  });

  it('pages the log newest first, without overlap', async () => {
    const all = await logPage();
    const seen: number[] = [];
    for (let current = 1; current <= Math.ceil(all.total / 5); current++) {
      const page = await logPage(`current=${current}&pageSize=5&sort=updateTime&order=desc`);
      expect(page.total).toBe(all.total);
      seen.push(...page.list.map((r) => r.id));
    }
    expect(seen).toEqual(all.list.map((r) => r.id));
    const times = all.list.map((r) => Date.parse(r.updateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('approves the change: Finish, the log row passes; a second approval conflicts', async () => {
    const res = await send<Basic>('POST', '/api/profile/approve');
    expect(res.json.code).toBe(20000);
    expect(res.json.data).toMatchObject({ status: 3, process: { state: 'pass', logId: 1, decidedAt: new Date(NOW).toISOString() } });
    expect((await logPage()).list.find((r) => r.id === 1)?.status).toBe(PASS);
    expect((await send('POST', '/api/profile/approve')).json.code).toBe(40900);
    expect((await send('POST', '/api/profile/cancel')).json.code).toBe(40900);
    expect((await send('POST', '/api/profile/approve', { force: true })).json.code).toBe(40000);
  });

  const params = (b: Basic): MediaParameters => ({ video: b.video, audio: b.audio, description: b.description });
  const withValue = (p: MediaParameters, path: string, v: unknown): MediaParameters => {
    const copy = structuredClone(p) as unknown as Record<string, unknown>;
    const keys = path.split('.');
    let o = copy;
    for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
    o[keys[keys.length - 1]] = v;
    return copy as unknown as MediaParameters;
  };

  it('refuses out-of-range, unordered and unknown parameters on their paths, changing nothing', async () => {
    const before = await basic();
    const logTotal = (await logPage()).total;
    const p = params(before);
    const cases: [MediaParameters | Record<string, unknown>, string, RegExp][] = [
      [withValue(p, 'video.acquisition.frameRate', 0), 'video.acquisition.frameRate', /at least 1/],
      [withValue(p, 'video.encoding.frameRate', 31), 'video.encoding.frameRate', /30 or less/],
      [withValue(p, 'video.acquisition.frameRate', 12.5), 'video.acquisition.frameRate', /whole number/],
      [withValue(p, 'video.encoding.rate.min', 149), 'video.encoding.rate.min', /at least 150/],
      [withValue(p, 'video.encoding.rate.max', 1801), 'video.encoding.rate.max', /1800 or less/],
      [withValue(withValue(p, 'video.encoding.rate.min', 900), 'video.encoding.rate.max', 800), 'video.encoding.rate.max', /lower than the minimum/],
      [withValue(p, 'video.encoding.rate.default', p.video.encoding.rate.max + 1), 'video.encoding.rate.default', /between the minimum/],
      [withValue(p, 'video.mode', 'mode9'), 'video.mode', /custom, mode1, mode2/],
      [withValue(p, 'audio.encoding.rate', undefined), 'audio.encoding.rate', /required/i],
      [withValue(p, 'description', words(201)), 'description', /200 words/],
      [withValue(p, 'video.encoding.bitrate', 5), 'video.encoding.bitrate', /Unknown field/],
      [{ ...p, status: 3 }, 'status', /Unknown field/],
    ];
    for (const [body, path, message] of cases) {
      const res = await send<Failure>('PUT', '/api/profile/parameters', body);
      expect(res.json.code, path).toBe(40000);
      expect(res.json.data?.errors?.[path], path).toMatch(message);
    }
    expect(await basic()).toEqual(before);
    expect((await logPage()).total).toBe(logTotal);
  });

  it('puts a change under approval: Auditing row on top, old parameters kept as the original', async () => {
    const before = await basic();
    const logTotal = (await logPage()).total;
    const changed = withValue(params(before), 'audio.encoding.rate', 160);
    const res = await send<Basic>('PUT', '/api/profile/parameters', changed);
    expect(res.json.code).toBe(20000);
    expect(res.json.data).toMatchObject({ status: 2, ...changed, process: { state: 'auditing', committedAt: new Date(NOW).toISOString() } });
    expect(res.json.data.original).toEqual(params(before));
    const log = await logPage();
    expect(log.total).toBe(logTotal + 1);
    expect(log.list[0]).toMatchObject({ id: res.json.data.process.logId, status: AUDITING, updateContent: 'audio', updateTime: new Date(NOW).toISOString() });
    expect(log.list[0].contentNumber).toMatch(/^\d{6}$/);
    expect(new Set(log.list.map((r) => r.key)).size).toBe(log.total);
    expect(await basic()).toEqual(res.json.data);

    // submitting again while under approval replaces the change: same row, same baseline
    const again = withValue(changed, 'video.encoding.frameRate', 25);
    const res2 = await send<Basic>('PUT', '/api/profile/parameters', again);
    expect(res2.json.data.process.logId).toBe(res.json.data.process.logId);
    expect(res2.json.data.original).toEqual(params(before));
    const log2 = await logPage();
    expect(log2.total).toBe(logTotal + 1);
    expect(log2.list[0].updateContent).toBe('videoAudio');

    // the same parameters again change nothing
    const same = await send<Basic>('PUT', '/api/profile/parameters', again);
    expect(same.json.data).toEqual(res2.json.data);
    expect((await logPage()).total).toBe(logTotal + 1);
  });

  it('cancels the process: parameters back to the original, the row withdrawn, back to Commit', async () => {
    const before = await basic();
    const logTotal = (await logPage()).total;
    const res = await send<Basic>('POST', '/api/profile/cancel', {});
    expect(res.json.code).toBe(20000);
    expect(res.json.data).toMatchObject({ status: 1, ...before.original, process: { state: 'cancelled', logId: null } });
    const log = await logPage();
    expect(log.total).toBe(logTotal - 1);
    expect(log.list.some((r) => r.id === before.process.logId)).toBe(false);
    expect((await send('POST', '/api/profile/cancel')).json.code).toBe(40900);
  });

  it('keeps what was stored across a restart', async () => {
    const dataDir = tempDir();
    try {
      const first = await startApi({ declarations: DECLS, dataDir, now: () => NOW });
      const token = await login(first.baseUrl, 'admin', 'admin');
      const b = (await call<Basic>(first.baseUrl, 'GET', '/api/profile/basic', { token })).json.data;
      const changed = withValue({ video: b.video, audio: b.audio, description: b.description }, 'description', 'Night shift stream');
      await call(first.baseUrl, 'PUT', '/api/profile/parameters', { token, body: changed });
      const ch = await call<Channel>(first.baseUrl, 'POST', '/api/channel-form/submit', { token, body: validChannel() });
      await first.stop();

      const second = await startApi({ declarations: DECLS, dataDir, now: () => NOW });
      const token2 = await login(second.baseUrl, 'admin', 'admin');
      const after = (await call<Basic>(second.baseUrl, 'GET', '/api/profile/basic', { token: token2 })).json.data;
      expect(after.description).toBe('Night shift stream');
      expect(after.process.state).toBe('auditing');
      expect((await call<Channel>(second.baseUrl, 'GET', `/api/channels/${ch.json.data.id}`, { token: token2 })).json.data).toEqual(ch.json.data);
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
