/**
 * The user center over HTTP: the user's own activity, teams, visits, projects and teams,
 * certification and security; the profile update's rules; the avatar upload's checks; all durable.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import presets from '../../resources/presets';
import qualityInspections from '../../resources/qualityInspections';
import services from '../../resources/services';
import { AVATAR_MAX_BYTES, PROFILE_MAX_WORDS } from '../../domain/userProfile';
import { call, login, startApi, tempDir, type Failure, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';
import { GIF, INTERLACED_PNG, jpegImage, OVERSIZED_PNG, pngImage, pngOfSize, POLYGLOTS } from '../fixtures/images';

const DECLS = [qualityInspections, services, presets];

/** Real images: the API decodes an avatar whole before it keeps it. */
const PNG = pngImage(4, 4);
const JPEG = jpegImage(4, 4);

async function upload(run: RunningApi, token: string | undefined, bytes: Buffer, type = 'image/png') {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${run.baseUrl}/api/user/upload`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  return { status: res.status, json: (await res.json()) as { code: number; data: { avatar: string; errors?: Record<string, string> } | null } };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('user center', () => {
  const dataDir = tempDir();
  let run: RunningApi;
  let admin: string;
  let user: string;
  const start = async () => {
    run = await startApi({ declarations: DECLS, dataDir });
    admin = await login(run.baseUrl, 'admin', 'admin');
    user = await login(run.baseUrl, 'user', 'user');
  };
  beforeAll(start);
  afterAll(async () => {
    await run.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const get = <T>(path: string, token?: string) => call<T>(run.baseUrl, 'GET', path, { token });
  const info = async (token: string) => (await get<Record<string, unknown>>('/api/user/info', token)).json.data;

  const READS = [
    '/api/user/latest-activity',
    '/api/user/my-team/list',
    '/api/user/visits',
    '/api/user/project-and-team/list',
    '/api/user/certification',
    '/api/user/security',
  ];

  it.each(READS)('%s answers each role the same on every read, and nobody without a token', async (path) => {
    for (const token of [admin, user]) {
      const first = await get(path, token);
      expect(first.json.code).toBe(20000);
      expect((await get(path, token)).json.data).toEqual(first.json.data);
    }
    expect((await get(path)).json.code).toBe(50008);
  });

  it('gives each user their own teams and visits', async () => {
    for (const path of ['/api/user/my-team/list', '/api/user/visits']) {
      expect((await get(path, admin)).json.data).not.toEqual((await get(path, user)).json.data);
    }
    const teams = (await get<{ name: string; peopleNumber: number }[]>('/api/user/my-team/list', user)).json.data;
    expect(teams).toHaveLength(4);
    expect(new Set(teams.map((t) => t.name)).size).toBe(4);
  });

  it("names the user's own projects in the activity and in projects and teams", async () => {
    const projects = (await get<{ name: string }[]>('/api/user/my-project/list', user)).json.data.map((p) => p.name);
    const items = (await get<{ type: string; name: string }[]>('/api/user/project-and-team/list', user)).json.data;
    for (const item of items.filter((i) => i.type === 'project')) expect(projects).toContain(item.name);
    const activity = (await get<{ type: string; subject: string; time: string }[]>('/api/user/latest-activity', user)).json.data;
    for (const a of activity.filter((x) => x.type === 'publishProject')) expect(projects).toContain(a.subject);
    const times = activity.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('saves the own profile: shown by the user-info call, recorded as activity, kept across a restart', async () => {
    const change = {
      nickname: 'Nina',
      email: 'nina@mds.example',
      country: 'singapore',
      area: 'east/bedok',
      address: '3 Harbour Street',
      introduction: '影像科医生，关注肺结节筛查。',
    };
    const res = await call<Record<string, unknown>>(run.baseUrl, 'PUT', '/api/v1/auth/info', { token: user, body: change });
    expect(res.json.code).toBe(20000);
    expect(res.json.data).toMatchObject({ ...change, role: 'user' });
    expect(await info(user)).toMatchObject(change);
    expect((await info(admin)).nickname).not.toBe('Nina');
    const activity = (await get<{ type: string }[]>('/api/user/latest-activity', user)).json.data;
    expect(activity[0].type).toBe('updateProfile');

    await run.stop();
    await start();
    expect(await info(user)).toMatchObject(change);
  });

  it.each([
    [{ role: 'admin' }, 'role'],
    [{ accountId: '1' }, 'accountId'],
    [{ phone: '13900000000' }, 'phone'],
    [{ registrationDate: '2020-01-01 00:00:00' }, 'registrationDate'],
    [{ certification: 0 }, 'certification'],
    [{ avatar: 'https://evil.example/a.png' }, 'avatar'],
    [{ favouriteColour: 'blue' }, 'favouriteColour'],
    [{ email: '' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ nickname: '   ' }, 'nickname'],
    [{ country: 'atlantis' }, 'country'],
    [{ area: '' }, 'area'],
    [{ area: 'beijing/xuhui' }, 'area'],
    [{ country: 'china' }, 'area'],
    [{ introduction: words(PROFILE_MAX_WORDS + 1) }, 'introduction'],
    [{ introduction: '字'.repeat(PROFILE_MAX_WORDS + 1) }, 'introduction'],
    [{ personalWebsite: 'javascript:alert(1)' }, 'personalWebsite'],
    [{ nickname: 7 }, 'nickname'],
  ])('refuses %o with 40000 on %s and changes nothing', async (body, field) => {
    const before = await snapshot(run.api);
    const res = await call<Failure>(run.baseUrl, 'PUT', '/api/v1/auth/info', { token: user, body });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty(field);
    expect(await snapshot(run.api)).toBe(before);
  });

  it('accepts a profile of exactly 200 words', async () => {
    const res = await call<Record<string, unknown>>(run.baseUrl, 'PUT', '/api/v1/auth/info', {
      token: admin,
      body: { introduction: words(PROFILE_MAX_WORDS) },
    });
    expect(res.json.code).toBe(20000);
    expect((await info(admin)).introduction).toBe(words(PROFILE_MAX_WORDS));
  });

  it('answers 405 to other methods on the profile and 50008 to a PUT without a token', async () => {
    expect((await call(run.baseUrl, 'DELETE', '/api/v1/auth/info', { token: user })).status).toBe(405);
    expect((await call(run.baseUrl, 'PUT', '/api/v1/auth/info', { body: { nickname: 'x' } })).json.code).toBe(50008);
  });

  it('withdraws a certification under review once, and never a passed one', async () => {
    const cert = (await get<{ records: { id: number; status: number }[] }>('/api/user/certification', user)).json.data;
    const auditing = cert.records.find((r) => r.status === 0)!;
    const passed = cert.records.find((r) => r.status === 1)!;
    const res = await call<{ records: { id: number }[] }>(run.baseUrl, 'POST', `/api/user/certification/${auditing.id}/withdraw`, { token: user });
    expect(res.json.code).toBe(20000);
    expect(res.json.data.records.map((r) => r.id)).toEqual(cert.records.filter((r) => r.id !== auditing.id).map((r) => r.id));
    expect((await call(run.baseUrl, 'POST', `/api/user/certification/${auditing.id}/withdraw`, { token: user })).json.code).toBe(40400);
    expect((await call(run.baseUrl, 'POST', `/api/user/certification/${passed.id}/withdraw`, { token: user })).json.code).toBe(40900);
    // The admin's own record is untouched.
    expect((await get<{ records: unknown[] }>('/api/user/certification', admin)).json.data.records).toHaveLength(cert.records.length);
  });

  it("signs out the user's other sessions and keeps this one", async () => {
    const other = await login(run.baseUrl, 'user', 'user');
    const state = (await get<{ sessions: { active: number } }>('/api/user/security', user)).json.data;
    expect(state.sessions.active).toBeGreaterThanOrEqual(2);
    const res = await call<{ revoked: number; active: number }>(run.baseUrl, 'POST', '/api/user/security/sign-out-others', { token: user });
    expect(res.json.data).toEqual({ revoked: state.sessions.active - 1, active: 1 });
    expect((await get('/api/user/info', other)).json.code).toBe(50012);
    expect((await get('/api/user/info', user)).json.code).toBe(20000);
    expect((await get('/api/user/info', admin)).json.code).toBe(20000);
  });
});

describe('avatar upload', () => {
  let run: RunningApi;
  let user: string;
  beforeAll(async () => {
    run = await startApi({ declarations: DECLS });
    user = await login(run.baseUrl, 'user', 'user');
  });
  afterAll(() => run.stop());

  it('takes an image by its content, serves it back and shows it in the profile', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'application/octet-stream'],
    ] as const) {
      const res = await upload(run, user, bytes, type);
      expect(res.json.code).toBe(20000);
      const avatar = res.json.data!.avatar;
      expect((await call<{ avatar: string }>(run.baseUrl, 'GET', '/api/user/info', { token: user })).json.data.avatar).toBe(avatar);
      const image = await fetch(`${run.baseUrl}${avatar}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe(bytes === PNG ? 'image/png' : 'image/jpeg');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(bytes);
    }
  });

  it('forgets the previous image once a new one is uploaded', async () => {
    const first = (await upload(run, user, JPEG, 'image/jpeg')).json.data!.avatar;
    await upload(run, user, PNG);
    expect((await fetch(`${run.baseUrl}${first}`)).status).toBe(404);
  });

  it.each([
    ['a text file named like an image', Buffer.from('hello, not an image'), 'image/png'],
    ['an SVG (scripts inside)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['nothing at all', Buffer.alloc(0), 'image/png'],
    ['a GIF (no type an avatar may be any more)', GIF, 'image/gif'],
    ['a PNG declaring 20,000 × 20,000 pixels', OVERSIZED_PNG, 'image/png'],
    ['an interlaced PNG', INTERLACED_PNG, 'image/png'],
    ...POLYGLOTS.map(([what, bytes]) => [what, bytes, 'image/png'] as [string, Buffer, string]),
  ])('refuses %s with 40000 and keeps the avatar', async (_name, bytes, type) => {
    const before = (await call<{ avatar: string }>(run.baseUrl, 'GET', '/api/user/info', { token: user })).json.data.avatar;
    const res = await upload(run, user, bytes, type);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty('file');
    expect((await call<{ avatar: string }>(run.baseUrl, 'GET', '/api/user/info', { token: user })).json.data.avatar).toBe(before);
  });

  it('refuses an image over 5 MiB with 41300, and takes one of exactly 5 MiB', async () => {
    const big = pngOfSize(AVATAR_MAX_BYTES + 1);
    const before = (await call<{ avatar: string }>(run.baseUrl, 'GET', '/api/user/info', { token: user })).json.data.avatar;
    const res = await upload(run, user, big);
    expect(res.status).toBe(413);
    expect(res.json.code).toBe(41300);
    expect((await call<{ avatar: string }>(run.baseUrl, 'GET', '/api/user/info', { token: user })).json.data.avatar).toBe(before);
    const limit = await upload(run, user, pngOfSize(AVATAR_MAX_BYTES));
    expect(limit.json.code).toBe(20000);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(run, undefined, PNG)).json.code).toBe(50008);
    expect((await fetch(`${run.baseUrl}/api/user/avatar/2-0123456789abcdef`)).status).toBe(404);
  });
});
